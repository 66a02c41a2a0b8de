import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import type { TestApp } from '../support/test-app.js';
import {
  ALEX_MOBILE,
  DEMO,
  type Family,
  accountOf,
  clearRateLimits,
  createCodeTestApp,
  errorNumber,
  generate,
  latestCodeFor,
  otherCode,
  readOutbox,
  signIn,
  signedInSession,
  tokenState,
  validate,
} from './access-code-fixtures.js';
import { claimantRow } from '../support/claimant-row.js';

const { codeIncorrect, codeExpired, codeLimitReached, noContactMethod, tokenWrongKind } = serverErrors;

let t: TestApp;
beforeAll(async () => {
  t = await createCodeTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.current = new Date('2026-03-01T00:00:00.000Z');
  await clearRateLimits(t);
  // Each test reads the audit rows of its own calls only.
  await t.database.db.deleteFrom('audit_log').execute();
});

/** A signed-in Alex with a fresh bank-change code. */
async function alexWithCode() {
  const session = await signedInSession(t, DEMO.alex);
  expect((await generate(t, 'edit', session.token, 2)).statusCode).toBe(200);
  return { ...session, code: await latestCodeFor(t, ALEX_MOBILE) };
}

/** A claimant with an account and the given contact details; answers a token of the kind. */
async function claimantWithAccount(contact: { email: string | null; mobile: string | null }) {
  const claimantId = newId();
  const accountId = newId();
  const at = t.clock.current.toISOString();
  await t.database.db
    .insertInto('claimants')
    .values(
      claimantRow(
        {
          id: claimantId,
          first_name: 'Pat',
          surname: 'Nobody',
          date_of_birth: '1980-01-01',
          email: contact.email,
          mobile: contact.mobile,
          pref_email: 0,
        },
        at,
      ),
    )
    .execute();
  await t.database.db
    .insertInto('accounts')
    .values({
      id: accountId,
      claimant_id: claimantId,
      username: `pat-${accountId}@example.com`,
      password_hash: 'not-used',
      activated: 0,
      activated_at: null,
      failed_sign_ins: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { accountId, claimantId };
}

describe('wrong tries', () => {
  it('answers 49 for the first two wrong codes, 50 for the third and for any try after', async () => {
    const { token, code } = await alexWithCode();
    const wrong = otherCode(code);
    const first = await validate(t, 'edit', token, wrong);
    expect(first.statusCode).toBe(225);
    expect(first.json()).toEqual([{ Number: codeIncorrect.Number, Message: codeIncorrect.Message }]);
    expect(errorNumber(await validate(t, 'edit', token, wrong))).toBe(codeIncorrect.Number);
    expect(errorNumber(await validate(t, 'edit', token, wrong))).toBe(codeExpired.Number);
    // Even the right code is refused once three wrong ones expired it.
    expect(errorNumber(await validate(t, 'edit', token, code))).toBe(codeExpired.Number);
  });

  it('counts text that is not four digits as a wrong try', async () => {
    const { token, code } = await alexWithCode();
    expect(errorNumber(await validate(t, 'edit', token, 'abcd'))).toBe(codeIncorrect.Number);
    expect(errorNumber(await validate(t, 'edit', token, ''))).toBe(codeIncorrect.Number);
    expect((await validate(t, 'edit', token, code)).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const { token, code } = await alexWithCode();
    expect((await validate(t, 'edit', token, code)).statusCode).toBe(200);
    expect(errorNumber(await validate(t, 'edit', token, code))).toBe(codeExpired.Number);
  });
});

describe('lifetime and replacement', () => {
  it('accepts a code within 30 minutes', async () => {
    const { token, code } = await alexWithCode();
    t.clock.advanceMinutes(29);
    expect((await validate(t, 'edit', token, code)).statusCode).toBe(200);
  });

  it('answers 50 once 30 minutes have passed', async () => {
    const { token, code } = await alexWithCode();
    t.clock.advanceMinutes(15);
    // Activity halfway keeps the signed-in session from idling out while the code ages.
    expect(await tokenState(t, token)).toBe('signedIn');
    t.clock.advanceMinutes(15);
    expect(errorNumber(await validate(t, 'edit', token, code))).toBe(codeExpired.Number);
  });

  it('replaces the previous code: the old one is refused, the new one accepted', async () => {
    const { token, code: oldCode } = await alexWithCode();
    await generate(t, 'edit', token, 2);
    const newCode = await latestCodeFor(t, ALEX_MOBILE);
    const rows = await t.database.db
      .selectFrom('access_codes')
      .selectAll()
      .where('account_id', '=', (await accountOf(t, DEMO.alex)).id)
      .where('purpose', '=', 'bank')
      .where('expired_at', 'is', null)
      .where('used_at', 'is', null)
      .execute();
    expect(rows).toHaveLength(1);
    if (oldCode !== newCode) {
      expect(errorNumber(await validate(t, 'edit', token, oldCode))).toBe(codeIncorrect.Number);
    }
    expect((await validate(t, 'edit', token, newCode)).statusCode).toBe(200);
  });
});

describe('binding', () => {
  it('refuses a code sent for a bank change as a sign-in code', async () => {
    const { code } = await alexWithCode();
    const pending = await signIn(t, DEMO.alex);
    expect(errorNumber(await validate(t, 'login', pending.token, code))).toBe(codeExpired.Number);
  });

  it('refuses a code in a session other than the one that asked for it', async () => {
    const { code } = await alexWithCode();
    const other = await signedInSession(t, DEMO.alex);
    expect(errorNumber(await validate(t, 'edit', other.token, code))).toBe(codeExpired.Number);
  });

  it.each<[Family, string]>([
    ['registration', 'signedIn'],
    ['registration', 'loginPending'],
    ['login', 'registration'],
    ['login', 'signedIn'],
    ['edit', 'loginPending'],
    ['edit', 'secureUpdate'],
  ])('answers 21 on the %s calls for a %s token', async (family, kind) => {
    const account = await accountOf(t, DEMO.alex);
    const { token } = await t.createSession({
      kind: kind as 'signedIn',
      accountId: account.id,
      claimantId: account.claimant_id,
    });
    expect(errorNumber(await generate(t, family, token))).toBe(tokenWrongKind.Number);
    expect(errorNumber(await validate(t, family, token, '1234'))).toBe(tokenWrongKind.Number);
  });
});

describe('delivery', () => {
  it('answers 86 when the claimant has neither mobile nor e-mail', async () => {
    const { accountId, claimantId } = await claimantWithAccount({ email: null, mobile: null });
    const { token } = await t.createSession({ kind: 'registration', accountId, claimantId });
    const response = await generate(t, 'registration', token);
    expect(response.statusCode).toBe(225);
    expect(errorNumber(response)).toBe(noContactMethod.Number);
  });

  it('names the provider and the lifetime in the message, in the outbox newest first', async () => {
    const { token } = await signedInSession(t, DEMO.sam);
    await generate(t, 'edit', token, 2);
    const [latest] = await readOutbox(t);
    expect(latest).toMatchObject({ To: DEMO.sam, Channel: 'email', Subject: 'Your TAC access code' });
    expect(latest?.Body).toMatch(/^Your TAC access code is \d{4}\. It expires in 30 minutes\./);
    expect(latest?.Body).toContain('1300 654 329');
  });
});

describe('generation caps', () => {
  it('answers 140 on the sixth code for one account within the hour, and again after it', async () => {
    const { token } = await signedInSession(t, DEMO.alex);
    for (let i = 0; i < 5; i += 1) expect((await generate(t, 'edit', token, 2)).statusCode).toBe(200);
    const refused = await generate(t, 'edit', token, 2);
    expect(refused.statusCode).toBe(225);
    expect(errorNumber(refused)).toBe(codeLimitReached.Number);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'accessCode.refused')
      .execute();
    expect(audits.some((row) => row.details?.includes('limitReached'))).toBe(true);

    t.clock.advanceMinutes(60);
    const { token: later } = await signedInSession(t, DEMO.alex);
    expect((await generate(t, 'edit', later, 2)).statusCode).toBe(200);
  });

  it('caps one destination across accounts', async () => {
    const shared = '0400111222';
    const first = await claimantWithAccount({ email: null, mobile: shared });
    const second = await claimantWithAccount({ email: null, mobile: shared });
    const one = await t.createSession({ kind: 'registration', ...first });
    const two = await t.createSession({ kind: 'registration', ...second });
    for (let i = 0; i < 3; i += 1)
      expect((await generate(t, 'registration', one.token)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await generate(t, 'registration', two.token)).statusCode).toBe(200);
    expect(errorNumber(await generate(t, 'registration', two.token))).toBe(codeLimitReached.Number);
  });
});

describe('storage and audit', () => {
  it('stores only a salted hash and never writes the code to the audit trail', async () => {
    const { token, code } = await alexWithCode();
    await validate(t, 'edit', token, otherCode(code));
    await validate(t, 'edit', token, code);
    await validate(t, 'edit', token, code); // expired: a code is used once
    // More codes, to Alex's mobile and Sam's e-mail, so the outbox holds several to look for in the trail.
    for (let i = 0; i < 4; i += 1) expect((await generate(t, 'edit', token, 2)).statusCode).toBe(200);
    const sam = await signedInSession(t, DEMO.sam);
    expect((await generate(t, 'edit', sam.token, 2)).statusCode).toBe(200);
    const codes = await t.database.db.selectFrom('access_codes').select('code_hash').execute();
    for (const row of codes) expect(row.code_hash).toMatch(/^v1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);

    const audit = await t.database.db.selectFrom('audit_log').selectAll().execute();
    const actions = audit.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['accessCode.generated', 'accessCode.validated']));
    const outcomes = audit
      .filter((row) => row.action === 'accessCode.validated')
      .map((row) => (JSON.parse(row.details ?? '{}') as { outcome: string }).outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['success', 'wrong', 'expired']));
    const alexId = (await accountOf(t, DEMO.alex)).claimant_id;
    const generated = audit.find(
      (row) => row.action === 'accessCode.generated' && row.claimant_id === alexId,
    );
    expect(JSON.parse(generated?.details ?? '{}')).toMatchObject({ purpose: 'bank', channels: ['sms'] });

    const everyCode = (await readOutbox(t))
      .map((m) => /access code is (\d{4})/.exec(m.Body)?.[1])
      .filter((c): c is string => c !== undefined);
    expect(everyCode.length).toBeGreaterThan(5);
    for (const row of audit) {
      const text = JSON.stringify(row);
      for (const c of everyCode) expect(text.includes(`"${c}"`) || text.includes(`:${c}`)).toBe(false);
    }
  });
});
