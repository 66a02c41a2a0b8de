import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { surveyLoginThrottleRules } from '../../src/modules/survey/survey-login.service.js';
import { newId } from '../../src/lib/ids.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  alex,
  alexSecondClaim,
  auditActions,
  errorsOf,
  nidLogin,
  riley,
  seedDemo,
  tokenState,
} from './survey-fixtures.js';

const refusal = [
  { Number: serverErrors.surveyNotMatched.Number, Message: serverErrors.surveyNotMatched.Message },
];
const throttled = [
  { Number: serverErrors.attemptsThrottled.Number, Message: serverErrors.attemptsThrottled.Message },
];
const CLAIM_LIMIT = surveyLoginThrottleRules.claim.limit;
const ADDRESS_LIMIT = surveyLoginThrottleRules.address.limit;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  // A claim the provider holds but has linked to nobody.
  await t.database.db
    .insertInto('claims')
    .values({ id: newId(), number: '77/12345', accident_date: '2025-01-01', location: null, created_at: 'x' })
    .execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('rate_limits').execute();
  await t.database.db.deleteFrom('audit_log').execute();
  await t.database.db.deleteFrom('sessions').where('kind', '=', 'survey').execute();
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
});

/** The claim counter's value in the current window. */
async function counter(prefix: string, subject: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where('key', 'like', `${prefix}${subject}@%`)
    .execute();
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** How many logins compared their details (a match or a refusal; throttled ones never compare). */
async function comparedLogins(): Promise<number> {
  return (
    (await auditActions(t, 'survey.loggedIn')).length + (await auditActions(t, 'survey.loginFailed')).length
  );
}

describe('nidlogin', () => {
  it('identifies Riley, who has no account, by claim number and date of birth with a survey token', async () => {
    const response = await nidLogin(t, riley);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { AccessToken: string; AcceptedTerms: boolean };
    expect(body).toEqual({ AccessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), AcceptedTerms: false });
    expect(await tokenState(t, body.AccessToken)).toBe('survey');
    expect(await auditActions(t, 'survey.loggedIn')).toHaveLength(1);
  });

  it('identifies Alex on either of his claims, each its own survey', async () => {
    for (const claim of [alex, alexSecondClaim]) expect((await nidLogin(t, claim)).statusCode).toBe(200);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .innerJoin('claims', 'claims.id', 'sessions.selected_claim_id')
      .select('claims.number')
      .where('sessions.kind', '=', 'survey')
      .execute();
    expect(sessions.map((s) => s.number)).toEqual(expect.arrayContaining(['12/34567', '12/34568']));
  });

  it('answers one refusal, word for word, for a wrong claim, a wrong date, an unknown claim and an unlinked claim', async () => {
    const cases = [
      { ClaimNumber: '12/34567', DateOfBirth: riley.DateOfBirth }, // a real claim, someone else's
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: '02/05/1990' }, // Riley's claim, a wrong date
      { ClaimNumber: '99/99999', DateOfBirth: riley.DateOfBirth }, // no such claim
      { ClaimNumber: '77/12345', DateOfBirth: riley.DateOfBirth }, // a claim linked to nobody
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: '01/05/2099' }, // a future date
    ];
    const bodies = [];
    for (const details of cases) {
      const response = await nidLogin(t, details);
      expect(response.statusCode).toBe(225);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] as string)).toEqual(refusal);
    expect(
      await t.database.db.selectFrom('sessions').selectAll().where('kind', '=', 'survey').execute(),
    ).toEqual([]);
    expect(await auditActions(t, 'survey.loginFailed')).toHaveLength(cases.length);
  });

  it('answers 415 for a malformed claim number or date of birth, counting nothing', async () => {
    const cases = [
      { ClaimNumber: '3456789', DateOfBirth: riley.DateOfBirth },
      { ClaimNumber: '34-56789', DateOfBirth: riley.DateOfBirth },
      { ClaimNumber: '3/456789', DateOfBirth: riley.DateOfBirth },
      { ClaimNumber: '', DateOfBirth: riley.DateOfBirth },
      { ClaimNumber: 3456789, DateOfBirth: riley.DateOfBirth },
      { DateOfBirth: riley.DateOfBirth },
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: '1/5/1990' },
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: '1990-05-01' },
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: '31/02/1990' },
      { ClaimNumber: riley.ClaimNumber },
      { ClaimNumber: riley.ClaimNumber, DateOfBirth: riley.DateOfBirth, DeviceType: 9 },
    ];
    for (const details of cases) {
      const response = await nidLogin(t, details as typeof riley);
      expect(response.statusCode, JSON.stringify(details)).toBe(415);
      expect(errorsOf(response)[0]?.Number).toBe(serverErrors.invalidRequest.Number);
    }
    expect(await t.database.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('accepts the claim number and date with spaces around them', async () => {
    const response = await nidLogin(t, { ClaimNumber: ' 34/56789 ', DateOfBirth: ' 01/05/1990' });
    expect(response.statusCode).toBe(200);
  });
});

describe('nidlogin throttling', () => {
  it(`refuses a claim after ${CLAIM_LIMIT} attempts in 15 minutes from any address, right details included, until the window passes`, async () => {
    for (let i = 0; i < CLAIM_LIMIT; i += 1) {
      const wrong = { ClaimNumber: riley.ClaimNumber, DateOfBirth: `0${(i % 9) + 1}/01/1980` };
      expect(errorsOf(await nidLogin(t, wrong, `198.51.100.${i + 1}`))).toEqual(refusal);
    }
    expect(errorsOf(await nidLogin(t, riley, '198.51.100.200'))).toEqual(throttled);
    // Another claim from the same addresses is not affected.
    expect((await nidLogin(t, alex, '198.51.100.1')).statusCode).toBe(200);
    t.clock.advanceMinutes(15);
    expect((await nidLogin(t, riley, '198.51.100.200')).statusCode).toBe(200);
    expect((await auditActions(t, 'survey.loginThrottled')).length).toBe(1);
  });

  it(`refuses an address after ${ADDRESS_LIMIT} attempts on any claims, and not another address`, async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const guess = { ClaimNumber: `55/${String(10_000 + i)}`, DateOfBirth: '01/01/1980' };
      expect(errorsOf(await nidLogin(t, guess, ip))).toEqual(refusal);
    }
    expect(errorsOf(await nidLogin(t, riley, ip))).toEqual(throttled);
    expect((await nidLogin(t, riley, '192.0.2.56')).statusCode).toBe(200);
  });

  it(`compares exactly ${CLAIM_LIMIT} of 40 parallel attempts on one claim; the right details sent last do not get in`, async () => {
    const attempts = Array.from({ length: 40 }, (_, i) =>
      i === 39
        ? nidLogin(t, riley, '203.0.113.200')
        : nidLogin(t, { ClaimNumber: riley.ClaimNumber, DateOfBirth: '02/02/1980' }, `203.0.113.${i + 1}`),
    );
    const responses = await Promise.all(attempts);
    expect(responses.every((r) => r.statusCode === 225)).toBe(true);
    expect(errorsOf(responses[39] as (typeof responses)[number])).toEqual(throttled);
    // The allowance is taken atomically before comparing: exactly the limit compared, never more.
    const compared = await comparedLogins();
    expect(compared).toBe(CLAIM_LIMIT);
    expect(
      responses.filter((r) => errorsOf(r)[0]?.Number === serverErrors.surveyNotMatched.Number),
    ).toHaveLength(compared);
    expect(await counter(surveyLoginThrottleRules.claim.name, riley.ClaimNumber)).toBe(CLAIM_LIMIT);
    expect(
      await t.database.db.selectFrom('sessions').selectAll().where('kind', '=', 'survey').execute(),
    ).toEqual([]);
  });

  it(`compares exactly ${ADDRESS_LIMIT} of 60 parallel attempts from one address`, async () => {
    const ip = '192.0.2.99';
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        nidLogin(t, { ClaimNumber: `66/${String(10_000 + i)}`, DateOfBirth: '01/01/1980' }, ip),
      ),
    );
    // The allowance is taken atomically before comparing: exactly the limit compared, never more.
    const compared = await comparedLogins();
    expect(compared).toBe(ADDRESS_LIMIT);
    expect(
      responses.filter((r) => errorsOf(r)[0]?.Number === serverErrors.attemptsThrottled.Number),
    ).toHaveLength(60 - compared);
    expect(await counter(surveyLoginThrottleRules.address.name, ip)).toBe(ADDRESS_LIMIT);
  });
});
