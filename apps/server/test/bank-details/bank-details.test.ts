import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import {
  ALEX_MOBILE,
  DEMO,
  accountOf,
  createCodeTestApp,
  errorNumber,
  post,
} from '../access-code/access-code-fixtures.js';
import {
  type SignedIn,
  claimantRow,
  latestAudit,
  outboxFor,
  secureTokenFor,
  signedInAs,
} from './account-edit-fixtures.js';

const UPDATE = endpoints.updateBankAccountDetails.path;
const VERIFY = endpoints.verifyBsb.path;

let t: TestApp;
let seeded: Awaited<ReturnType<typeof claimantRow>>[];
beforeAll(async () => {
  t = await createCodeTestApp();
  seeded = await Promise.all(
    [DEMO.alex, DEMO.sam].map(async (username) => claimantRow(t, (await accountOf(t, username)).claimant_id)),
  );
});
afterAll(async () => {
  await t.close();
});
// Tests change Alex's bank details and flags: each starts from the demo's, with an audit trail of its own.
beforeEach(async () => {
  for (const { id, ...fields } of seeded) {
    await t.database.db.updateTable('claimants').set(fields).where('id', '=', id).execute();
  }
  await t.database.db.deleteFrom('audit_log').execute();
});

const newDetails = { AccountName: '  Alex Citizen  ', Bsb: '083170', AccountNumber: '12345678' };

async function setClaimant(claimantId: string, values: Record<string, number | string>) {
  await t.database.db.updateTable('claimants').set(values).where('id', '=', claimantId).execute();
}

describe('verifybsb', () => {
  let alex: SignedIn;
  beforeAll(async () => {
    alex = await signedInAs(t, DEMO.alex);
  });
  const verify = (body: Record<string, unknown>) => post(t, VERIFY, { AccessToken: alex.token, ...body });

  it("answers the bank's name for a BSB the directory knows, typed as NNN-NNN or six digits", async () => {
    for (const Bsb of ['063-010', '063010', ' 063 010 ']) {
      const response = await verify({ Bsb });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ BankName: 'Commonwealth Bank of Australia' });
    }
    expect((await verify({ BSB: '083-170' })).json()).toEqual({ BankName: 'National Australia Bank' });
  });

  it('answers an empty name for an unknown or malformed BSB, and 415 for a BSB that is not text', async () => {
    for (const Bsb of ['999-999', '12345', 'abc-def', '']) {
      const response = await verify({ Bsb });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ BankName: '' });
    }
    expect((await verify({ Bsb: 63010 })).statusCode).toBe(415);
  });

  it('needs a signed-in session', async () => {
    const response = await post(t, VERIFY, { AccessToken: '', Bsb: '063-010' });
    expect(errorNumber(response)).toBe(serverErrors.tokenUnknown.Number);
  });
});

describe('updatebankaccountdetails', () => {
  it('changes Alex’s bank details with a bank secure token: directory bank name, verification reset, masked audit, notices, single use', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    await setClaimant(alex.claimantId, { bank_details_verified: 1 });
    const before = await claimantRow(t, alex.claimantId);
    const token = await secureTokenFor(t, alex, 2);

    const response = await post(t, UPDATE, { AccessToken: token, BankName: 'Made Up Bank', ...newDetails });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);

    const after = await claimantRow(t, alex.claimantId);
    expect(after).toMatchObject({
      bank_name: 'National Australia Bank',
      bank_account_name: 'Alex Citizen',
      bank_bsb: '083-170',
      bank_account_number: '12345678',
      bank_details_verified: 0,
    });
    const audit = await latestAudit(t, alex.claimantId, 'bankDetails.updated');
    expect(audit?.before).toMatchObject({ bsb: before.bank_bsb, accountNumber: '*****726', verified: true });
    expect(audit?.after).toMatchObject({ bsb: '083-170', accountNumber: '*****678', verified: false });
    expect(JSON.stringify(audit)).not.toContain('12345678');
    expect(JSON.stringify(audit)).not.toContain('10483726');

    for (const to of [DEMO.alex, ALEX_MOBILE]) {
      const sent = await outboxFor(t, to);
      expect(sent.map((m) => m.body)).toContain(
        'The bank account details on your TAC portal account were changed. ' +
          'If you did not make this change, call TAC on 1300 654 329 straight away.',
      );
    }
    expect(messages.notifications.bankChangedBody).toContain('{provider}');

    // The secure token is spent: using it again reads as a signed-out token.
    const again = await post(t, UPDATE, { AccessToken: token, ...newDetails });
    expect(errorNumber(again)).toBe(serverErrors.sessionEnded.Number);
    expect((await post(t, VERIFY, { AccessToken: alex.token, Bsb: '063-010' })).statusCode).toBe(200);
  });

  it('refuses the signed-in token and a secure token earned for another change with 141', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    for (const token of [alex.token, await secureTokenFor(t, alex, 1), await secureTokenFor(t, alex, 0)]) {
      const response = await post(t, UPDATE, { AccessToken: token, ...newDetails });
      expect(response.statusCode).toBe(225);
      expect(errorNumber(response)).toBe(serverErrors.secureTokenRequired.Number);
    }
  });

  it('refuses Sam, registered under 48 hours ago, with 160 until the 48 hours have passed', async () => {
    const sam = await signedInAs(t, DEMO.sam);
    const response = await post(t, UPDATE, { AccessToken: await secureTokenFor(t, sam, 2), ...newDetails });
    expect(errorNumber(response)).toBe(serverErrors.bankEditBlocked.Number);
    expect((await claimantRow(t, sam.claimantId)).bank_bsb).toBeNull();
  });

  it('refuses with 160 when the provider does not allow bank edits, and 161 for a State Trustees client', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    await setClaimant(alex.claimantId, { bank_edit_allowed: 0 });
    let response = await post(t, UPDATE, { AccessToken: await secureTokenFor(t, alex, 2), ...newDetails });
    expect(errorNumber(response)).toBe(serverErrors.bankEditBlocked.Number);
    await setClaimant(alex.claimantId, { bank_edit_allowed: 1, is_state_trustee: 1 });
    response = await post(t, UPDATE, { AccessToken: await secureTokenFor(t, alex, 2), ...newDetails });
    expect(errorNumber(response)).toBe(serverErrors.bankManagedByStateTrustees.Number);
    expect(response.json()).toEqual([serverErrors.bankManagedByStateTrustees]);
    await setClaimant(alex.claimantId, { is_state_trustee: 0 });
  });

  it('refuses a BSB the directory does not know with 162, and other broken fields with their form text', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const attempt = async (fields: Record<string, string>) => {
      const token = await secureTokenFor(t, alex, 2);
      return post(t, UPDATE, { AccessToken: token, ...newDetails, ...fields });
    };
    for (const Bsb of ['999-999', '12345']) {
      const response = await attempt({ Bsb });
      expect(response.json()).toEqual([serverErrors.bsbUnknown]);
    }
    expect((await attempt({ AccountNumber: '12345' })).json()).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.bank.accountNumber },
    ]);
    expect((await attempt({ AccountName: '   ' })).json()).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.bank.accountName },
    ]);
    expect((await attempt({ AccountName: 'x'.repeat(101) })).json()).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.bank.accountName },
    ]);
  });

  it('refuses a stale secure token: its session signed out (28) or its 30 minutes over (24)', async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const token = await secureTokenFor(t, alex, 2);
    await t.app.sessions.revoke(alex.sessionId);
    expect(errorNumber(await post(t, UPDATE, { AccessToken: token, ...newDetails }))).toBe(28);

    const again = await signedInAs(t, DEMO.alex);
    const late = await secureTokenFor(t, again, 2);
    t.clock.advanceMinutes(31);
    expect(errorNumber(await post(t, UPDATE, { AccessToken: late, ...newDetails }))).toBe(24);
  });

  it("acts only on the claimant of the secure token: Alex's token never changes Sam's details", async () => {
    const alex = await signedInAs(t, DEMO.alex);
    const sam = await signedInAs(t, DEMO.sam);
    const samBefore = await claimantRow(t, sam.claimantId);
    const response = await post(t, UPDATE, {
      AccessToken: await secureTokenFor(t, alex, 2),
      ...newDetails,
      AccountNumber: '987654',
    });
    expect(response.statusCode).toBe(200);
    expect((await claimantRow(t, alex.claimantId)).bank_account_number).toBe('987654');
    expect(await claimantRow(t, sam.claimantId)).toEqual(samBefore);

    // A secure token that names Alex under Sam's signed-in session is refused outright.
    const crossed = await t.createSession({
      kind: 'secureUpdate',
      accountId: alex.accountId,
      claimantId: alex.claimantId,
      parentSessionId: sam.sessionId,
      purpose: '2',
      lifetimeMinutes: 30,
    });
    const refused = await post(t, UPDATE, { AccessToken: crossed.token, ...newDetails });
    expect(errorNumber(refused)).toBe(serverErrors.secureTokenRequired.Number);
  });
});
