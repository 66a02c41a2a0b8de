import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed/index.js';
import { newId, randomToken } from '../../src/lib/ids.js';
import { hashPassword } from '../../src/lib/password-hash.js';
import type { TestApp } from '../support/test-app.js';
import { claimantRow } from '../support/claimant-row.js';

/** Shared by the sign-in, registration and account-recovery API tests. */

export { DEMO_PASSWORD };
export const DEFAULT_IP = '203.0.113.10';

/** The demo people (db/seed/demo-people.ts): Alex and Sam activated, Jo not, Riley without an account. */
export async function seedDemo(t: TestApp): Promise<void> {
  await seedDemoData(t.database, { now: t.clock.now(), writeFile: async () => `key-${randomToken(16)}` });
}

/** POST a JSON body from a given client address. */
export function post(t: TestApp, url: string, body: unknown, ip: string = DEFAULT_IP) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
    remoteAddress: ip,
  });
}

export const errorsOf = (response: LightMyRequestResponse) =>
  response.json() as { Number: number; Message: string }[];
export const errorNumber = (response: LightMyRequestResponse) => errorsOf(response)[0]?.Number;

/** The session kind a token resolves to, or why it does not. */
export async function tokenState(t: TestApp, token: string): Promise<string> {
  const result = await t.app.sessions.resolve(token);
  return result.ok ? result.auth.kind : result.failure;
}

export async function sessionRow(t: TestApp, token: string) {
  const result = await t.app.sessions.resolve(token);
  if (!result.ok) throw new Error(`token does not resolve: ${result.failure}`);
  return t.database.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', result.auth.sessionId)
    .executeTakeFirstOrThrow();
}

export async function accountByUsername(t: TestApp, username: string) {
  return t.database.db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

export async function claimantById(t: TestApp, id: string) {
  return t.database.db.selectFrom('claimants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function auditActions(t: TestApp, action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('at')
    .execute();
}

export interface ClaimantFixture {
  firstName: string;
  surname: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  claimNumber: string;
  email?: string | null;
  mobile?: string | null;
}

/** A claimant of the provider with one claim and no account. */
export async function insertClaimant(t: TestApp, fixture: ClaimantFixture): Promise<string> {
  const id = newId();
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('claimants')
    .values(
      claimantRow(
        {
          id,
          first_name: fixture.firstName,
          surname: fixture.surname,
          date_of_birth: fixture.dateOfBirth,
          email: fixture.email ?? null,
          mobile: fixture.mobile ?? null,
        },
        at,
      ),
    )
    .execute();
  const claimId = newId();
  await t.database.db
    .insertInto('claims')
    .values({
      id: claimId,
      number: fixture.claimNumber,
      accident_date: '2025-01-10',
      location: null,
      created_at: at,
    })
    .execute();
  await t.database.db.insertInto('claimant_claims').values({ claimant_id: id, claim_id: claimId }).execute();
  return id;
}

let nextClaim = 10_000;

export interface PersonFixture {
  username: string;
  password: string;
  identity: {
    FirstName: string;
    LastName: string;
    DateOfBirth: string;
    ClaimNumber: string;
    MobileNumber: string;
  };
}

/** A claimant with one claim and an account (activated unless told), with a unique claim number. */
export async function insertPerson(
  t: TestApp,
  name: string,
  options: { activated?: boolean; password?: string } = {},
): Promise<PersonFixture> {
  nextClaim += 1;
  const claimNumber = `88/${nextClaim}`;
  const mobile = `04${String(nextClaim).padStart(8, '0')}`;
  const username = `${name.toLowerCase()}.${nextClaim}@example.com`;
  const password = options.password ?? 'Fixture-Pass-7';
  const claimantId = await insertClaimant(t, {
    firstName: name,
    surname: 'Fixture',
    dateOfBirth: '1980-06-15',
    claimNumber,
    email: username,
    mobile,
  });
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('accounts')
    .values({
      id: newId(),
      claimant_id: claimantId,
      username,
      password_hash: await hashPassword(password),
      activated: options.activated === false ? 0 : 1,
      activated_at: options.activated === false ? null : at,
      failed_sign_ins: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return {
    username,
    password,
    identity: {
      FirstName: name,
      LastName: 'Fixture',
      DateOfBirth: '15/06/1980',
      ClaimNumber: claimNumber,
      MobileNumber: mobile,
    },
  };
}
