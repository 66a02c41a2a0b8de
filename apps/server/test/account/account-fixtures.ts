import { endpoints } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { DEMO_PASSWORD, accountByUsername, post } from '../sign-in/sign-in-fixtures.js';

/** Shared by the claims and account API tests (issue 4). Apps are made with SIGNIN_VERIFICATION=never. */

export const ALEX = 'alex@example.com';
export const SAM = 'sam@example.com';

/** Signs a demo person in and answers the signed-in token. */
export async function signIn(
  t: TestApp,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const response = await post(t, endpoints.login.path, { EmailAddress: username, Password: password });
  const body = response.json() as { AccessToken: string; AccountActivated: number };
  expect(body.AccountActivated, `sign-in of ${username}`).toBe(2);
  return body.AccessToken;
}

export async function claimantOf(t: TestApp, username: string) {
  const account = await accountByUsername(t, username);
  return t.database.db
    .selectFrom('claimants')
    .selectAll()
    .where('id', '=', account.claimant_id)
    .executeTakeFirstOrThrow();
}

export async function setClaimantFlags(
  t: TestApp,
  username: string,
  changes: { is_state_trustee?: number; bank_edit_allowed?: number; pref_sms?: number; pref_email?: number },
): Promise<void> {
  const claimant = await claimantOf(t, username);
  await t.database.db.updateTable('claimants').set(changes).where('id', '=', claimant.id).execute();
}

/** The error numbers of a 225 answer, asserting the status. */
export function businessError(response: LightMyRequestResponse): number | undefined {
  expect(response.statusCode, response.body).toBe(225);
  return (response.json() as { Number: number }[])[0]?.Number;
}

export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
