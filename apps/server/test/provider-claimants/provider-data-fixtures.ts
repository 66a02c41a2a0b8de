import { endpoints } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../../src/lib/ids.js';
import { hashPassword } from '../../src/lib/password-hash.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

/** Shared by the provider claimant, message and submission API tests (issue 5, P2). */

export { callProvider, newProviderKey };

/** The whole app with sign-in needing no access code, so a test signs in with the real login call. */
export function createProviderTestApp(): Promise<TestApp> {
  return createTestApp({ env: { SIGNIN_VERIFICATION: 'never' } });
}

export const errorsOf = (response: LightMyRequestResponse) =>
  response.json() as { Number: number; Message: string }[];

export const homeAddress = {
  ExperianSingleSelectedLine: '8A Shannon Avenue, Newtown VIC 3220',
  AddressLine1: '8A Shannon Avenue',
  AddressLine3: 'NEWTOWN VIC 3220',
  Postcode: '3220',
  Country: 'Australia',
};

let nextNumber = 20_000;

/** A claim number no other test uses. */
export function uniqueClaimNumber(): string {
  nextNumber += 1;
  return `61/${nextNumber}`;
}

/** A PUT body for a plain claimant with one claim. */
export function claimantBody(claimNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Ms',
    FirstName: 'Casey',
    MiddleNames: 'Lee',
    Surname: 'Morgan',
    DateOfBirth: '12/08/1984',
    Email: 'casey.morgan@example.com',
    Mobile: '0412 345 678',
    HomeAddress: homeAddress,
    Claims: [{ Number: claimNumber, DateOfAccident: '03/02/2025', Location: 'Geelong' }],
    ...overrides,
  };
}

export function putClaimant(t: TestApp, key: string, ref: string, body: unknown) {
  return callProvider(t.app, { method: 'PUT', url: `/provider/v1/claimants/${ref}`, key, body });
}

/** An activated account for a claimant, so the real login call signs them in. */
export async function giveAccount(t: TestApp, claimantId: string, username: string, password: string) {
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('accounts')
    .values({
      id: newId(),
      claimant_id: claimantId,
      username,
      password_hash: await hashPassword(password),
      activated: 1,
      activated_at: at,
      failed_sign_ins: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Signs in through login (AccountActivated 2 under SIGNIN_VERIFICATION=never) and selects the claim. */
export async function signInAndSelect(t: TestApp, username: string, password: string, claimNumber: string) {
  const login = await postJson(t.app, endpoints.login.path, { EmailAddress: username, Password: password });
  const signedIn = login.json() as { AccessToken: string; AccountActivated: number };
  if (login.statusCode !== 200 || signedIn.AccountActivated !== 2) {
    throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  }
  const select = await postJson(t.app, endpoints.selectClaim.path, {
    AccessToken: signedIn.AccessToken,
    Number: claimNumber,
  });
  if (select.statusCode !== 200) throw new Error(`selectclaim failed: ${select.statusCode} ${select.body}`);
  return signedIn.AccessToken;
}

export async function claimantIdOfRef(t: TestApp, ref: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('claimants')
    .select('id')
    .where('external_ref', '=', ref)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A provider-made claimant with an activated account, signed in with the claim selected. */
export async function signedInClaimant(t: TestApp, key: string, name: string) {
  const claimNumber = uniqueClaimNumber();
  const ref = `REF-${name}-${claimNumber.replace('/', '')}`;
  const username = `${name.toLowerCase()}.${claimNumber.replace('/', '')}@example.com`;
  const password = 'Harbour-Lights-9';
  const put = await putClaimant(t, key, ref, claimantBody(claimNumber, { FirstName: name, Email: username }));
  if (put.statusCode !== 200) throw new Error(`PUT claimant failed: ${put.statusCode} ${put.body}`);
  const claimantId = await claimantIdOfRef(t, ref);
  await giveAccount(t, claimantId, username, password);
  const token = await signInAndSelect(t, username, password, claimNumber);
  return { ref, claimNumber, claimantId, username, token };
}
