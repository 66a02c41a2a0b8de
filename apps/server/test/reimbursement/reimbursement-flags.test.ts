// Flags a reimbursement carries to the provider (issue 16 "Protect claimants"): cooling-off after a
// bank-details change, a payee account never paid on the claim, and more than the daily number per
// claim. Flags never refuse: every request here is accepted.
import { endpoints, encodeReceiptDescription, messages } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { multipart, samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { pharmacy, someoneElse } from './reimbursement-fixtures.js';
import { call } from '../claimant-submissions/send-documents-fixtures.js';

const description = encodeReceiptDescription('pharmacy', {
  date: '01/03/2026',
  pharmacy: 'Chemist',
  cost: '$9.00',
});

describe('reimbursement flags for the provider', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { BANK_COOLING_OFF_DAYS: '7', REIMBURSEMENT_DAILY_LIMIT: '3' } });
    await seedDemoWithFiles(t);
  });
  afterAll(async () => t.close());
  // Each test sets up the bank change and the earlier receipts its flags need: it starts on a day of its
  // own (no receipt sent yet that day), signed in afresh, with no bank change and no receipts draft.
  beforeEach(async () => {
    t.clock.advanceMinutes(24 * 60);
    alex = await signIn(t, 'alex@example.com');
    await t.database.db
      .deleteFrom('audit_log')
      .where('claimant_id', '=', alex.claimantId)
      .where('action', '=', 'bankDetails.updated')
      .execute();
    await call(t, endpoints.discardDraftReceipts.path, alex.token);
  });

  /** Submits one reimbursement and answers the flags the provider sees, and the sent item's message. */
  async function submitReceipt(body: Record<string, unknown>, tag: string) {
    t.clock.advanceMinutes(1);
    const { payload, headers } = multipart([
      { name: 'accessToken', value: alex.token },
      {
        name: 'uploads[]',
        filename: `${tag}.pdf`,
        content: Buffer.concat([samples.pdf, Buffer.from(`% ${tag}\n`)]),
      },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: endpoints.uploadReceiptFile.path,
      payload,
      headers,
    });
    const { FileId } = upload.json() as { FileId: string };
    const response = await call(t, endpoints.submitReceipts.path, alex.token, {
      DocumentType: pharmacy,
      Description: description,
      Documents: [{ Filename: `${tag}.pdf`, FileID: FileId }],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom('submissions')
      .select('data')
      .where('kind', '=', 'receipts')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    const sent = await t.database.db
      .selectFrom('sent_items')
      .select('message')
      .orderBy('sent_at', 'desc')
      .executeTakeFirstOrThrow();
    return {
      flags: (JSON.parse(row.data) as { Flags: { Kind: string; Message: string }[] }).Flags,
      message: sent.message,
    };
  }

  const bankChangedDaysAgo = (days: number) =>
    t.database.db
      .insertInto('audit_log')
      .values({
        id: newId(),
        at: new Date(t.clock.now().getTime() - days * 86_400_000).toISOString(),
        actor_kind: 'claimant',
        actor_id: null,
        claimant_id: alex.claimantId,
        action: 'bankDetails.updated',
        client_ip: null,
        device: null,
        request_id: null,
        details: null,
      })
      .execute();

  it('flags a payment to the claimant within the cooling-off period of a bank change, and tells the claimant', async () => {
    await bankChangedDaysAgo(2);
    const { flags, message } = await submitReceipt({ PayOther: 0 }, 'a');
    expect(flags).toEqual([
      expect.objectContaining({
        Kind: 'bankDetailsChanged',
        Message: expect.stringMatching(/^bank details changed on \d{2}\/\d{2}\/\d{4}$/),
      }),
    ]);
    expect(message).toContain(messages.reimbursement.coolingOff);
  });

  /** What the review learns from the draft answer: the cooling-off date, or null. */
  async function draftBankChangedOn(): Promise<unknown> {
    const saved = await call(t, endpoints.updateForm.path.replace(':type', 'receipts'), alex.token, {
      PayOther: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await call(t, endpoints.getDraftReceipts.path, alex.token, {});
    expect(draft.statusCode, draft.body).toBe(200);
    return (draft.json() as { BankDetailsChangedOn?: unknown }).BankDetailsChangedOn;
  }

  it('tells the review the day of a bank change inside the cooling-off period', async () => {
    await bankChangedDaysAgo(2);
    await submitReceipt({ PayOther: 0 }, 'a');
    const changedOn = await draftBankChangedOn();
    expect(changedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const flagged = await t.database.db
      .selectFrom('submissions')
      .select('data')
      .where('kind', '=', 'receipts')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(flagged.data).toContain(`bank details changed on ${String(changedOn)}`);
  });

  it('flags a payee account never paid on the claim, once', async () => {
    const first = await submitReceipt(someoneElse, 'b');
    expect(first.flags.map((f) => f.Kind)).toEqual(['newPayeeBankAccount']);
    const again = await submitReceipt(someoneElse, 'c');
    expect(again.flags.map((f) => f.Kind)).not.toContain('newPayeeBankAccount');
  });

  it('flags the reimbursements past the daily number on a claim, accepting them all', async () => {
    // Three are sent today first; the fourth and later are flagged.
    for (const tag of ['a', 'b', 'c']) {
      expect((await submitReceipt({ PayOther: 2 }, tag)).flags.map((f) => f.Kind)).not.toContain(
        'overDailyLimit',
      );
    }
    const fourth = await submitReceipt({ PayOther: 2 }, 'd');
    expect(fourth.flags).toEqual([expect.objectContaining({ Kind: 'overDailyLimit', SubmittedToday: 4 })]);
  });

  it('flags nothing once the cooling-off period is over and on a new day', async () => {
    // A bank change inside the cooling-off period, and the day's number of receipts reached.
    await bankChangedDaysAgo(2);
    for (const tag of ['a', 'b', 'c']) await submitReceipt({ PayOther: 0 }, tag);
    t.clock.advanceMinutes(8 * 24 * 60);
    alex = await signIn(t, 'alex@example.com'); // the old session ended meanwhile
    const { flags, message } = await submitReceipt({ PayOther: 0 }, 'e');
    expect(flags).toEqual([]);
    expect(message).not.toContain(messages.reimbursement.coolingOff);
    expect(await draftBankChangedOn()).toBeNull();
  });
});
