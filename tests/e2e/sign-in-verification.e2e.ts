// Journeys for Alex Citizen (two claims): the first sign-in from a new browser is verified with an access
// code and lands on the claim chooser (RESOLUTIONS.md "Sign-in": SIGNIN_VERIFICATION=new-device); the
// verified browser then signs in with the keyboard alone; a session signed out elsewhere sends the next
// call to /login (part 1 §4 "Session", §8 expired-token numbers); an idle session is warned two minutes
// before it times out (issue 3 "Sessions", WCAG 2.2.1). The tests run in order and share the verified
// browser's storage so Alex needs one access code per run.
import { messages } from '@portal/contract';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccessCodePage } from './pages/access-code-page.js';
import { LoginPage } from './pages/login-page.js';
import { expectNoSeriousAxeViolations } from './support/axe.js';
import { useBrowser, type OpenedPage } from './support/browser.js';
import { alex, contactAddresses, DEMO_PASSWORD } from './support/demo-people.js';
import { recordDialogs } from './support/dialogs.js';
import {
  expectAccessibleAtBothWidths,
  storedAccessToken,
  trackApiCalls,
  waitForSignedInLanding,
} from './support/journey.js';
import { markOutbox, waitForAccessCode } from './support/outbox.js';

const { openPage } = useBrowser();

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Alex's browser after verification (cookies and local storage: the remembered device). */
let verifiedBrowser: StorageState | undefined;

/** Presses Tab until the element marked with data-e2e-target=`target` has the focus. */
async function tabTo(browser: OpenedPage, target: string): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    await browser.page.keyboard.press('Tab');
    const focused = await browser.page.evaluate(
      () => document.activeElement?.getAttribute('data-e2e-target') ?? null,
    );
    if (focused === target) return;
  }
  throw new Error(`Tab never reached the ${target} element.`);
}

async function signInAsAlex(browser: OpenedPage): Promise<void> {
  await browser.goto('/login');
  await new LoginPage(browser.page).signInAs(alex.email, DEMO_PASSWORD);
  await waitForSignedInLanding(browser, ['/claims']);
}

describe('signing in as Alex', () => {
  it('asks a new browser for the access code from the outbox, then opens the claim chooser', async () => {
    const browser = await openPage();
    const dialogs = recordDialogs(browser.page);
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await expectNoSeriousAxeViolations(browser.page);

    const mark = await markOutbox(browser.baseUrl, contactAddresses(alex));
    await login.signInAs(alex.email, DEMO_PASSWORD);
    await browser.waitForPath('/verify');
    const verify = new AccessCodePage(browser.page);
    await verify.waitUntilShown();
    await expectAccessibleAtBothWidths(browser.page);

    await verify.enterCode(await waitForAccessCode(browser.baseUrl, mark));
    await waitForSignedInLanding(browser, ['/claims']);
    await browser.page
      .getByRole('heading', { name: messages.claims.title, exact: true })
      .waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(browser.page);
    expect(dialogs.texts).toEqual([]);
    verifiedBrowser = await browser.context.storageState();
  });

  it('signs in with the keyboard alone on the verified browser', async () => {
    expect(verifiedBrowser, 'the verification journey must pass first').toBeDefined();
    const browser = await openPage('desktop', { storageState: verifiedBrowser });
    await browser.goto('/login');
    const login = new LoginPage(browser.page);
    await login.waitUntilShown();
    await login.username.evaluate((element) => element.setAttribute('data-e2e-target', 'username'));
    await login.password.evaluate((element) => element.setAttribute('data-e2e-target', 'password'));

    // Tab, typing and Enter only: no click anywhere.
    await tabTo(browser, 'username');
    await browser.page.keyboard.type(alex.email);
    await tabTo(browser, 'password');
    await browser.page.keyboard.type(DEMO_PASSWORD);
    await browser.page.keyboard.press('Enter');

    expect(await waitForSignedInLanding(browser, ['/claims'])).toBe('/claims');
    await expectNoSeriousAxeViolations(browser.page);
  });

  it('sends the next call of a session signed out elsewhere to /login', async () => {
    expect(verifiedBrowser, 'the verification journey must pass first').toBeDefined();
    const browser = await openPage('desktop', { storageState: verifiedBrowser });
    await signInAsAlex(browser);
    const token = await storedAccessToken(browser.page);
    expect(token).toBeTruthy();

    // Another device signs the session out: the server revokes the token (expired-token number 28).
    const logout = await fetch(new URL('/api/account/logout', browser.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ AccessToken: token }),
    });
    expect(logout.status).toBe(200);

    await browser.reload();
    await browser.waitForPath('/login');
    await new LoginPage(browser.page).waitUntilShown();
    await expect(storedAccessToken(browser.page)).resolves.toBeNull();
    await expectNoSeriousAxeViolations(browser.page);
  });

  it('warns two minutes before the idle timeout, stays signed in on request and signs out when it passes', async () => {
    expect(verifiedBrowser, 'the verification journey must pass first').toBeDefined();
    const browser = await openPage('desktop', { storageState: verifiedBrowser });
    // The page's clock is ours to move, so half an hour of idling takes no real time (issue 3 "Sessions").
    await browser.page.clock.install();
    const apiCalls = trackApiCalls(browser.page);
    await signInAsAlex(browser);

    // The claims list shown and every call answered first: getclaims starts as /claims opens, and an
    // answer landing after the jump would count as activity then (seen failing on a loaded machine).
    await browser.page
      .getByRole('button', { name: /Manage this claim/ })
      .first()
      .waitFor();
    await apiCalls.settled();
    await browser.page.clock.fastForward('28:05');
    const warning = browser.page.getByRole('alertdialog');
    await warning.waitFor({ state: 'visible' });
    await expectNoSeriousAxeViolations(browser.page);
    await warning.getByRole('button', { name: /stay signed in/i }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(browser.path()).toBe('/claims');

    await browser.page.clock.fastForward('30:05');
    await browser.waitForPath('/login');
    await new LoginPage(browser.page).waitUntilShown();
    await expect(storedAccessToken(browser.page)).resolves.toBeNull();
  });
});
