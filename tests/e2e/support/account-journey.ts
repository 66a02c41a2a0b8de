// Steps the issue-4 journeys share (claims, claim home, My Details): a verified browser kept per file so
// each claimant needs one access code per run (ACCESS_CODE_HOURLY_LIMIT is 5 per account and per
// destination), the wire calls a journey uses to check or restore a claimant's state, and a tiny PDF.
import { endpoints } from '@portal/contract';
import type { BrowserContext } from 'playwright-core';
import { AccessCodePage } from '../pages/access-code-page.js';
import { LoginPage } from '../pages/login-page.js';
import type { OpenedPage } from './browser.js';
import { contactAddresses, type Claimant } from './demo-people.js';
import { expectAccessibleAtBothWidths, waitForSignedInLanding } from './journey.js';
import { markOutbox, waitForAccessCode, type OutboxMark } from './outbox.js';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** POSTs a JSON body to a contract endpoint and answers the status and parsed body. */
export async function callApi(
  baseUrl: string,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * The password that signs the claimant in now, among the candidates. Test files run in no fixed order,
 * and another journey may already have changed the password (access-code-and-reset.e2e.ts resets
 * Sam's). A right password opens a session that is signed out again at once; no access code is sent
 * (the verification page asks for the code, not the sign-in call).
 */
export async function currentPassword(
  baseUrl: string,
  username: string,
  candidates: readonly string[],
): Promise<string> {
  for (const password of candidates) {
    const answer = await callApi(baseUrl, endpoints.login.path, {
      AccessToken: '',
      EmailAddress: username,
      Password: password,
      RememberMe: false,
      DeviceType: 0,
    });
    if (answer.status === 200) {
      const token = (answer.body as { AccessToken?: string }).AccessToken ?? '';
      await callApi(baseUrl, endpoints.logout.path, { AccessToken: token });
      return password;
    }
  }
  throw new Error(`None of the ${candidates.length} known passwords signs ${username} in.`);
}

/**
 * Signs in from a new browser, enters the verification code from the outbox (part 1 §4 "Session":
 * AccountActivated 1 goes to /verify), checking both screens with axe at both widths, and answers
 * where the claimant landed. The caller keeps the
 * browser's storage (the remembered device) for the file's later journeys.
 */
export async function signInWithVerification(
  browser: OpenedPage,
  claimant: Claimant,
  password: string,
  loginPath = '/login',
): Promise<string> {
  await browser.goto(loginPath);
  const login = new LoginPage(browser.page);
  await login.waitUntilShown();
  await expectAccessibleAtBothWidths(browser.page);
  const mark = await markOutbox(browser.baseUrl, contactAddresses(claimant));
  await login.signInAs(claimant.email, password);
  await browser.waitForPath('/verify');
  const verify = new AccessCodePage(browser.page);
  await verify.waitUntilShown();
  await expectAccessibleAtBothWidths(browser.page);
  await verify.enterCode(await waitForAccessCode(browser.baseUrl, mark));
  return waitForSignedInLanding(browser);
}

/** Signs in on a browser that already completed verification: no access code is asked for. */
export async function signInOnVerifiedBrowser(
  browser: OpenedPage,
  username: string,
  password: string,
  loginPath = '/login',
): Promise<string> {
  await browser.goto(loginPath);
  await new LoginPage(browser.page).signInAs(username, password);
  return waitForSignedInLanding(browser);
}

/**
 * An account-edit access code (part 1 §4 "Access codes"): the code screen generates a code on load;
 * this checks the screen at both widths, reads the code sent after `mark` and enters it.
 */
export async function enterAccountEditCode(browser: OpenedPage, mark: OutboxMark): Promise<void> {
  const code = new AccessCodePage(browser.page);
  await code.waitUntilShown();
  await expectAccessibleAtBothWidths(browser.page);
  await code.enterCode(await waitForAccessCode(browser.baseUrl, mark));
}

/**
 * The smallest valid PDF: header, catalogue, page tree, one empty page, a cross-reference table with
 * exact byte offsets and the trailer, so a check by magic number and by structure both accept it.
 */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
