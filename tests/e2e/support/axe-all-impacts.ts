// The stricter accessibility gate of the issue-11 screens: no violation of any impact (team rules) from
// axe or IBM Equal Access, at 375 px and 1280 px, leaving the page at the width it had. The same gate as
// issue 14's screens, so it is that one.
export { expectNoAxeViolationsAtBothWidths } from './axe-any-impact.js';
