// The signed-out screens of issue 3 pass the axe gate at 375 px and 1280 px (issue 10: no violation of
// any impact), scrolled to the end so the back-to-top link is on screen too. /login is also checked in
// shell.e2e.ts; /verify and /activate need a sign-in step
// first and are checked at both widths inside their journeys (sign-in-verification.e2e.ts,
// activation.e2e.ts, registration.e2e.ts).
import { messages } from '@portal/contract';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.js';
import { scrollToEnd } from './support/scrolling.js';
import { useBrowser, type ViewportName } from './support/browser.js';

const { openPage } = useBrowser();

const screens: [path: string, heading: string][] = [
  ['/login', messages.signIn.submit],
  ['/register', messages.registration.title],
  ['/forgotusername', messages.retrieval.forgotUsernameTitle],
  ['/forgotpassword', messages.retrieval.forgotPasswordTitle],
];
const widths: ViewportName[] = ['mobile', 'desktop'];
const cases = screens.flatMap(([path, heading]) =>
  widths.map((viewport) => [path, viewport, heading] as const),
);

describe('issue 3 screens', () => {
  it.each(cases)(
    '%s has no axe violation at the %s width, scrolled to the end',
    async (path, viewport, heading) => {
      const browser = await openPage(viewport);
      await browser.goto(path);
      await browser.page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await scrollToEnd(browser.page);
      await expectNoAxeViolations(browser.page);
    },
  );
});
