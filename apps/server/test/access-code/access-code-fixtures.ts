import type { LightMyRequestResponse } from 'fastify';
import { brandingValues, endpoints, formatMessage, messages } from '@portal/contract';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed/index.js';
import { newId, randomToken } from '../../src/lib/ids.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/** Shared by the access-code API tests: the demo people, sign-in through the real call, the outbox. */

export const DEMO = {
  alex: 'alex@example.com',
  sam: 'sam@example.com',
  jo: 'jo@example.com',
} as const;
export const ALEX_MOBILE = '0412345678';
export const JO_MOBILE = '0423456789';

export type Family = 'registration' | 'login' | 'edit';

export const paths: Record<Family, { generate: string; validate: string; expire: string }> = {
  registration: {
    generate: endpoints.generateSecurityCode.path,
    validate: endpoints.validateSecurityCode.path,
    expire: endpoints.expireSecurityCode.path,
  },
  login: {
    generate: endpoints.generateSecurityCodeForLogin.path,
    validate: endpoints.validateSecurityCodeForLogin.path,
    expire: endpoints.expireSecurityCodeForLogin.path,
  },
  edit: {
    generate: endpoints.generateSecurityCodeWhileLoggedIn.path,
    validate: endpoints.validateSecurityCodeWhileLoggedIn.path,
    expire: endpoints.expireSecurityCodeWhileLoggedIn.path,
  },
};

/** The app on a fresh database holding the demo people (Alex, Sam, Jo activated or not, Riley). */
export async function createCodeTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  await seedDemoData(t.database, { now: t.clock.now(), writeFile: async () => `key-${randomToken(16)}` });
  return t;
}

export function post(t: TestApp, url: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

export const errorNumber = (response: LightMyRequestResponse) =>
  (response.json() as { Number: number }[])[0]?.Number;

/** Signs in through POST /api/account/login; answers the token and AccountActivated. */
export async function signIn(
  t: TestApp,
  username: string,
  options: { deviceIdentifier?: string; rememberMe?: boolean } = {},
): Promise<{ token: string; activated: number }> {
  const response = await post(t, endpoints.login.path, {
    EmailAddress: username,
    Password: DEMO_PASSWORD,
    RememberMe: options.rememberMe ?? false,
    DeviceIdentifier: options.deviceIdentifier ?? `browser-${newId()}`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json() as { AccessToken: string; AccountActivated: number };
  return { token: body.AccessToken, activated: body.AccountActivated };
}

export async function accountOf(t: TestApp, username: string) {
  return t.database.db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

/** A signed-in session of the account, made directly (the sign-in call is tested elsewhere). */
export async function signedInSession(t: TestApp, username: string) {
  const account = await accountOf(t, username);
  return t.createSession({ kind: 'signedIn', accountId: account.id, claimantId: account.claimant_id });
}

export function generate(t: TestApp, family: Family, token: string, codeType = 0) {
  return post(t, paths[family].generate, { AccessToken: token, CodeType: codeType, DevType: 0 });
}

export function validate(t: TestApp, family: Family, token: string, code: string) {
  return post(t, paths[family].validate, { AccessToken: token, SecurityCode: code, DeviceType: 0 });
}

export interface OutboxEntry {
  To: string;
  Channel: string;
  Subject: string | null;
  Body: string;
  SentAt: string;
}

export async function readOutbox(t: TestApp): Promise<OutboxEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return response.json() as OutboxEntry[];
}

/** The code in the newest outbox message to this address or number. */
export async function latestCodeFor(t: TestApp, to: string): Promise<string> {
  const message = (await readOutbox(t)).find((m) => m.To === to);
  const code = message && /access code is (\d{4})\b/.exec(message.Body)?.[1];
  if (!code) throw new Error(`no access code in the outbox for ${to}`);
  return code;
}

/** A wrong code: any four digits other than the right one. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

export async function tokenState(t: TestApp, token: string): Promise<string> {
  const result = await t.app.sessions.resolve(token);
  return result.ok ? result.auth.kind : result.failure;
}

/** Clears the throttles, the day's count of wrong codes and its lockouts included (issue 29 item 4). */
export async function clearRateLimits(t: TestApp): Promise<void> {
  await t.database.db.deleteFrom('rate_limits').execute();
  await t.database.db.deleteFrom('access_code_misses').execute();
  await t.database.db.deleteFrom('access_code_lockouts').execute();
}

/** The "your password was changed" notice as the claimant receives it (SMS and e-mail body). */
export function passwordChangedNotice(t: TestApp): string {
  const branding = { providerName: t.config.providerName, providerPhone: t.config.providerPhone };
  return formatMessage(messages.notifications.passwordChangedBody, brandingValues(branding));
}

/** Outbox messages sent since the outbox held `before` messages (it lists newest first). */
export async function outboxSince(t: TestApp, before: number): Promise<OutboxEntry[]> {
  const all = await readOutbox(t);
  return all.slice(0, all.length - before);
}
