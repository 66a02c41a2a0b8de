/**
 * The accessibility statement at /accessibility (issue 30 "Done when"; ours, the spec has no such page).
 * It says only what is true of the portal and its tests (tests/e2e/support/axe.ts and equal-access.ts,
 * dark-mode.e2e.ts, the keyboard journeys, the web tests that use apps/web/src/test/screen-reader.ts);
 * change it with them. Placeholders: {provider}, {phone} from
 * branding. Its footer link and title are in `shellMessages`, so the footer and the route table, on
 * every page, do not bring these texts into the entry chunk (tests/e2e/script-budget.e2e.ts).
 */
import { contactUsMessages } from '../contact-us/messages.js';
import { shellMessages } from '../shell/messages.js';

export const accessibilityMessages = {
  title: shellMessages.accessibilityStatement,
  intro:
    '{provider} wants everyone to be able to use the Claimant Portal, including people who use a keyboard instead of a mouse, a screen reader, screen magnification, high contrast or dark colours, or a small screen.', // ours
  standard: {
    heading: 'Our standard', // ours
    text: 'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.', // ours
  },
  testing: {
    heading: 'How we test the portal', // ours
    intro: 'Every change to the portal is checked in these ways before it is released:', // ours
    items: [
      'Two automated accessibility checkers, axe-core and IBM Equal Access, check every screen at the width of a phone (375 pixels) and of a desktop (1280 pixels), in light and in dark colours. A screen with any problem either checker reports is not released.', // ours
      'Automated journeys sign in, search for and open a message, and sign the authority form with the keyboard alone.', // ours
      'A model of a screen reader (Guidepup’s virtual screen reader) checks what is announced when a username is mistyped on the sign-in page, while an access code is being checked, and when a file is ready to send.', // ours
      'What the IBM checker could not decide by itself, it lists for a person to review; we reviewed each kind of finding on every screen once.', // ours
    ],
  },
  limitations: {
    heading: 'Known limitations', // ours
    items: [
      'Automated checkers find only some accessibility problems. We have not yet tested the portal with people who use assistive technology, or with screen readers such as JAWS, NVDA, TalkBack or VoiceOver.', // ours
      'Documents and letters you download or receive, such as PDF files, and the text of the terms and conditions, privacy policy and messages come from {provider} and may not all be accessible.', // ours
      'Our automated checks run in one browser (Chromium). Other browsers may show a problem we have not seen.', // ours
    ],
  },
  report: {
    heading: 'Report a problem or ask for another format', // ours
    text: 'If something in the portal is hard to use, or you need information in another format, please tell us. Say which page you were on, what you were trying to do and, if you use one, which assistive technology.', // ours
    phone: 'Call {provider} on {phone}.', // ours
    callCentre: contactUsMessages.callCentreNotice,
    signedIn: 'If you are signed in to your claim, you can also write to us:', // ours; the link follows
    sendMessage: shellMessages.toolbar.sendMessage,
  },
} as const;
