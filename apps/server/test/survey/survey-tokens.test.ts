import { endpointList, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionKind } from '../../src/db/schema.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  alex,
  allAnswered,
  errorsOf,
  getDraft,
  nidLogin,
  outro,
  post,
  riley,
  seedDemo,
  submit,
  surveyToken,
  tokenState,
  update,
} from './survey-fixtures.js';

const wrongKind = serverErrors.tokenWrongKind.Number;
const surveyCalls = [
  endpoints.getNidAssessment,
  endpoints.updateNidAssessment,
  endpoints.submitNidAssessment,
  endpoints.getNidOutro,
];

/** Enough for updatenidassessment's schema, so the token is what decides. */
const updateBody = { FormID: 'x', AcceptedTerms: true, Questions: [] };

let t: TestApp;
let alexIds: { accountId: string; claimantId: string; claimId: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  const row = await t.database.db
    .selectFrom('accounts')
    .innerJoin('claimant_claims', 'claimant_claims.claimant_id', 'accounts.claimant_id')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select(['accounts.id as accountId', 'accounts.claimant_id as claimantId', 'claims.id as claimId'])
    .where('accounts.username', '=', 'alex@example.com')
    .where('claims.number', '=', alex.ClaimNumber)
    .executeTakeFirstOrThrow();
  alexIds = row;
});
afterAll(async () => {
  await t.close();
});

/** Alex signed in to the portal with claim 12/34567 selected, as the claim pages have it. */
async function alexSignedIn(): Promise<string> {
  const { token } = await t.createSession({
    kind: 'signedIn',
    accountId: alexIds.accountId,
    claimantId: alexIds.claimantId,
    selectedClaimId: alexIds.claimId,
  });
  return token;
}

function getAccount(token: string) {
  return post(t, endpoints.getAccount.path, { AccessToken: token });
}

describe('the survey token and the claimant tokens stay apart', () => {
  it('refuses every token kind other than survey on the four survey calls, with the wrong-kind number', async () => {
    const kinds: SessionKind[] = [
      'signedIn',
      'registration',
      'loginPending',
      'resetPassword',
      'secureUpdate',
    ];
    for (const kind of kinds) {
      const { token } = await t.createSession({
        kind,
        accountId: alexIds.accountId,
        claimantId: alexIds.claimantId,
        selectedClaimId: alexIds.claimId,
      });
      for (const call of surveyCalls) {
        const response = await post(t, call.path, { AccessToken: token, ...updateBody });
        expect(response.statusCode, `${kind} on ${call.id}`).toBe(225);
        expect(errorsOf(response)[0]?.Number, `${kind} on ${call.id}`).toBe(wrongKind);
      }
    }
  });

  it('refuses the survey token on every call that needs a session, other than the survey calls', async () => {
    const token = await surveyToken(t, riley);
    const others = endpointList.filter(
      (e) => e.method === 'POST' && e.body === 'json' && e.auth !== 'public' && e.auth !== 'survey',
    );
    expect(others.length).toBeGreaterThan(20);
    let checked = 0;
    for (const endpoint of others) {
      const response = await post(t, endpoint.path.replace(':type', 'documents'), { AccessToken: token });
      // A body the call cannot parse is refused before the token is looked at; otherwise the token is.
      if (response.statusCode === 415) continue;
      expect(response.statusCode, endpoint.id).toBe(225);
      expect(errorsOf(response)[0]?.Number, endpoint.id).toBe(wrongKind);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
    for (const endpoint of [endpoints.getAccount, endpoints.getClaims, endpoints.getUnreadMessageCount]) {
      expect(errorsOf(await post(t, endpoint.path, { AccessToken: token }))[0]?.Number).toBe(wrongKind);
    }
    // Refusing the call does not end the survey.
    expect(await tokenState(t, token)).toBe('survey');
  });

  it('lets a signed-in claimant take the survey in the same browser and stay signed in (beyond myTAC)', async () => {
    const portal = await alexSignedIn();
    // The browser sends the portal token it holds; the survey login must leave it alone.
    const login = await nidLogin(t, alex, undefined, portal);
    expect(login.statusCode).toBe(200);
    const survey = (login.json() as { AccessToken: string }).AccessToken;
    expect(await tokenState(t, portal)).toBe('signedIn');

    const draft = await getDraft(t, survey);
    expect(
      (await update(t, survey, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft) }))
        .statusCode,
    ).toBe(200);
    expect((await submit(t, survey)).statusCode).toBe(200);
    expect((await outro(t, survey)).statusCode).toBe(200);

    expect(await tokenState(t, survey)).toBe('revoked');
    expect(await tokenState(t, portal)).toBe('signedIn');
    expect((await getAccount(portal)).statusCode).toBe(200);
  });

  it('keeps the survey going when the claimant signs out of the portal', async () => {
    const portal = await alexSignedIn();
    const survey = await surveyToken(t, alex);
    expect((await post(t, endpoints.logout.path, { AccessToken: portal })).statusCode).toBe(200);
    expect(await tokenState(t, portal)).toBe('revoked');
    expect((await post(t, endpoints.getNidAssessment.path, { AccessToken: survey })).statusCode).toBe(200);
  });

  it('ends the previous survey token of the browser on a new survey login, and only that one', async () => {
    const portal = await alexSignedIn();
    const first = await surveyToken(t, riley);
    const second = await nidLogin(t, riley, undefined, first);
    expect(second.statusCode).toBe(200);
    expect(await tokenState(t, first)).toBe('revoked');
    expect(await tokenState(t, (second.json() as { AccessToken: string }).AccessToken)).toBe('survey');
    expect(await tokenState(t, portal)).toBe('signedIn');
  });

  it('ends the survey session when the outro is read: the token then answers the signed-out number', async () => {
    const token = await surveyToken(t, riley);
    expect((await outro(t, token)).statusCode).toBe(200);
    for (const call of surveyCalls) {
      const response = await post(t, call.path, { AccessToken: token, ...updateBody });
      expect(errorsOf(response)[0]?.Number, call.id).toBe(serverErrors.sessionEnded.Number);
    }
  });

  it('gives the survey session one hour at most, however active', async () => {
    const token = await surveyToken(t, riley);
    for (let minute = 0; minute < 60; minute += 20) {
      t.clock.advanceMinutes(20);
      const response = await post(t, endpoints.getNidAssessment.path, { AccessToken: token });
      if (minute + 20 < 60) expect(response.statusCode).toBe(200);
      else expect(errorsOf(response)[0]?.Number).toBe(serverErrors.sessionTooLong.Number);
    }
  });
});
