// The provider's Payments (issue 32): PUT /provider/v1/payments/:reference is an idempotent upsert by
// the provider's reference (parallel PUTs leave one row and one notice), refuses bad input with the
// envelope and changes nothing, announces a payment made once; GET and list-payments list them.
import {
  type ProviderPayment,
  brandingValues,
  endpoints,
  formatMessage,
  messages,
  serverErrors,
} from '@portal/contract';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import {
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';
import { type TestApp, postJson } from '../support/test-app.js';
import {
  PDF_BASE64,
  PNG_BASE64,
  countOf,
  getPaymentSummary,
  getPayments,
  insertReimbursement,
  listPayments,
  paymentBody,
  putPayment,
} from './payments-fixtures.js';
import { insertStoredFile } from '../inbox/messaging-fixtures.js';
import { wholeTimeline } from '../timeline/timeline-fixtures.js';

describe('provider payments', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;
  let claimId: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Taylor');
    claimId = (
      await t.database.db
        .selectFrom('claims')
        .select('id')
        .where('number', '=', claimant.claimNumber)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const body = (overrides: Record<string, unknown> = {}) => paymentBody(claimant.claimNumber, overrides);
  const paymentNotices = () =>
    t.database.db
      .selectFrom('delivery_queue')
      .selectAll()
      .where('topic', '=', 'paymentMade')
      .where('recipient', '=', claimant.username)
      .execute();

  it('creates a scheduled payment, answers it stored, shows it to the claimant and tells nobody', async () => {
    const before = (await paymentNotices()).length;
    const response = await putPayment(t, key, 'PAY-1', body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Reference: 'PAY-1',
      ClaimNumber: claimant.claimNumber,
      Kind: 'incomeSupport',
      Description: 'Income support for the fortnight',
      Amount: 123_450,
      Status: 'scheduled',
      PaymentDate: '12/12/2026',
      SubmissionId: null,
      AccountLastDigits: null,
      RemittanceFileId: null,
      PaidAt: null,
      CreatedAt: t.clock.now().toISOString(),
      UpdatedAt: t.clock.now().toISOString(),
    });
    expect((await getPayments(t, claimant.token, 2026)).Items).toEqual([
      expect.objectContaining({ Status: 'scheduled', PaymentDate: '12/12/2026', Amount: 123_450 }),
    ]);
    expect((await paymentNotices()).length).toBe(before);
  });

  it('makes it paid with its remittance and account, tells the claimant once in words without the amount, and lets them download the PDF', async () => {
    const before = (await paymentNotices()).length;
    const response = await putPayment(
      t,
      key,
      'PAY-1',
      body({ Status: 'paid', AccountNumber: '10483726', Remittance: PDF_BASE64 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Status: 'paid',
      AccountLastDigits: '726',
      RemittanceFileId: expect.any(String),
      PaidAt: t.clock.now().toISOString(),
    });
    const notices = (await paymentNotices()).slice(before);
    expect(notices).toHaveLength(1);
    const values = brandingValues();
    expect(notices[0]).toMatchObject({
      channel: 'email',
      subject: formatMessage(messages.notifications.paymentMadeSubject, values),
      body: formatMessage(messages.notifications.paymentMadeBody, values),
    });
    expect(notices[0]?.body).not.toMatch(/1,234|1234|\$/);
    const [payment] = (await getPayments(t, claimant.token, 2026)).Items;
    expect(payment).toMatchObject({ Status: 'paid', Account: '•••••726' });
    expect(payment?.Remittance?.Filename).toBe('Remittance advice 12-12-2026.pdf');
    const file = await postJson(t.app, endpoints.getFileContent.path, {
      AccessToken: claimant.token,
      Identifier: payment?.Remittance?.FileID,
    });
    expect(file.statusCode, file.body).toBe(200);
    const content = file.json() as { Data: string; MimeType: string; Filename: string };
    expect(content).toMatchObject({
      MimeType: 'application/pdf',
      Filename: 'Remittance advice 12-12-2026.pdf',
    });
    expect(Buffer.from(content.Data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('changes nothing, stores no file and tells nobody again when the same PUT is repeated', async () => {
    const paid = body({ Status: 'paid', AccountNumber: '10483726', Remittance: PDF_BASE64 });
    const first = (await putPayment(t, key, 'PAY-1', paid)).json() as ProviderPayment;
    const notices = (await paymentNotices()).length;
    const files = await countOf(t, 'stored_files');
    t.clock.advanceMinutes(5);
    const again = await putPayment(t, key, 'PAY-1', paid);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await paymentNotices()).length).toBe(notices);
    expect(await countOf(t, 'stored_files')).toBe(files);
  });

  it('leaves one row, one remittance and one notice for parallel PUTs of one paid payment', async () => {
    const notices = (await paymentNotices()).length;
    const files = await countOf(t, 'stored_files');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        putPayment(t, key, 'PARALLEL-1', body({ Status: 'paid', Remittance: PDF_BASE64 })),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('reference', '=', 'PARALLEL-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await paymentNotices()).length).toBe(notices + 1);
    expect(await countOf(t, 'stored_files')).toBe(files + 1);
  });

  it('announces once when parallel PUTs make a scheduled payment paid', async () => {
    await putPayment(t, key, 'PARALLEL-2', body());
    const notices = (await paymentNotices()).length;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => putPayment(t, key, 'PARALLEL-2', body({ Status: 'paid' }))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect((await paymentNotices()).length).toBe(notices + 1);
  });

  it('puts one "Payment made" on the claim\'s timeline, on its payment day, however many PUTs make it paid', async () => {
    const madeEntries = async () =>
      (await wholeTimeline(t, claimant.token))
        .flatMap((page) => page.Items)
        .filter((item) => item.Kind === 'payment');
    const before = (await madeEntries()).length;
    await putPayment(t, key, 'TIMELINE-1', body({ PaymentDate: '16/02/2026' }));
    expect(await madeEntries(), 'a scheduled payment is not on the timeline').toHaveLength(before);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        putPayment(t, key, 'TIMELINE-1', body({ PaymentDate: '16/02/2026', Status: 'paid' })),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const entries = await madeEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries).toContainEqual(
      expect.objectContaining({ Title: 'Payment made', Body: '$1,234.50 was paid.', Link: 'payments' }),
    );
    expect(entries.map((entry) => entry.Date)).toContain('16/02/2026');
  });

  it('pays a reimbursement: its payment status becomes paid, and its sent item and the payment link to each other', async () => {
    const submissionId = await insertReimbursement(t, { claimantId: claimant.claimantId, claimId });
    // Two receipts, so the payment's sent item (read inside getpayments' statement) carries files in order.
    for (const [position, filename] of ['receipt-b.pdf', 'receipt-a "quoted".pdf'].entries()) {
      const fileId = await insertStoredFile(t, {
        filename,
        claimantId: claimant.claimantId,
        claimId,
        purpose: 'receipts',
      });
      await t.database.db
        .insertInto('submission_files')
        .values({ submission_id: submissionId, file_id: fileId, position })
        .execute();
    }
    const response = await putPayment(
      t,
      key,
      'PAY-REIMBURSEMENT',
      body({
        Kind: 'reimbursement',
        Amount: 14_835,
        Status: 'paid',
        PaymentDate: '03/12/2026',
        SubmissionId: submissionId,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const submission = await t.database.db
      .selectFrom('submissions')
      .select('payment')
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(submission.payment ?? 'null')).toEqual({
      Status: 'paid',
      AmountCents: 14_835,
      PaidOn: '2026-12-03',
    });
    const payment = (await getPayments(t, claimant.token, 2026)).Items.find(
      (item) => item.Kind === 'reimbursement',
    );
    expect(payment?.SentItem).toMatchObject({ SubjectMain: 'Reimbursement', SubjectOther: 'Pharmacy' });
    const sent = await postJson(t.app, endpoints.getSentItems.path, {
      AccessToken: claimant.token,
      Offset: 0,
      Amount: 10,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = (sent.json() as { SentItems: { SubjectMain: string; Payment?: unknown }[] }).SentItems.find(
      (entry) => entry.SubjectMain === 'Reimbursement',
    );
    expect(item?.Payment).toEqual({ PaymentId: payment?.PaymentId, FinancialYear: 2026 });
    // The payment carries the same sent item as the sent items' page, files and all.
    expect(payment?.SentItem).toEqual(item);
    expect(payment?.SentItem?.Files.map((file) => file.Filename)).toEqual([
      'receipt-b.pdf',
      'receipt-a "quoted".pdf',
    ]);
  });

  it("links a reimbursement's sent item to its latest payment not cancelled", async () => {
    // Sent a minute after the tests before: its item is the newest, the first with a payment link.
    t.clock.advanceMinutes(1);
    const submissionId = await insertReimbursement(t, { claimantId: claimant.claimantId, claimId });
    const linkOfItem = async () => {
      const sent = await postJson(t.app, endpoints.getSentItems.path, {
        AccessToken: claimant.token,
        Offset: 0,
        Amount: 10,
      });
      const items = (sent.json() as { SentItems: { Payment?: { PaymentId: string } | null }[] }).SentItems;
      return items.find((entry) => entry.Payment !== null && entry.Payment !== undefined)?.Payment;
    };
    const paymentId = async (reference: string) =>
      (
        await t.database.db
          .selectFrom('payments')
          .select('id')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).id;
    const pay = (reference: string, PaymentDate: string, Status = 'paid') =>
      putPayment(
        t,
        key,
        reference,
        body({ Kind: 'reimbursement', PaymentDate, Status, SubmissionId: submissionId }),
      );
    expect((await pay('LINK-FIRST', '01/10/2026')).statusCode).toBe(200);
    expect((await pay('LINK-LATER', '01/11/2026', 'scheduled')).statusCode).toBe(200);
    expect(await linkOfItem()).toEqual({ PaymentId: await paymentId('LINK-LATER'), FinancialYear: 2026 });
    expect((await pay('LINK-LATER', '01/11/2026', 'cancelled')).statusCode).toBe(200);
    expect(await linkOfItem()).toEqual({ PaymentId: await paymentId('LINK-FIRST'), FinancialYear: 2026 });
  });

  it.each([
    ['an unknown claim', { ClaimNumber: '99/99999' }, serverErrors.notFound],
    ['a day that does not exist', { PaymentDate: '31/02/2026' }, serverErrors.providerPaymentDate],
    ['a date not written dd/mm/yyyy', { PaymentDate: '2026-12-12' }, serverErrors.providerPaymentDate],
    [
      'an unknown SubmissionId',
      { SubmissionId: 'no-such-submission' },
      serverErrors.providerPaymentSubmission,
    ],
    [
      'a remittance that is not base64',
      { Remittance: 'not base64!' },
      serverErrors.providerAttachmentNotBase64,
    ],
    ['a remittance that is not a PDF', { Remittance: PNG_BASE64 }, serverErrors.providerPaymentRemittance],
  ])('refuses %s with the envelope and changes nothing', async (_name, overrides, error) => {
    const counts = await Promise.all([
      countOf(t, 'payments'),
      countOf(t, 'delivery_queue'),
      countOf(t, 'stored_files'),
    ]);
    const response = await putPayment(t, key, 'REFUSED-1', body({ Status: 'paid', ...overrides }));
    expect(response.statusCode, response.body).toBe(225);
    expect(errorsOf(response)).toEqual([expect.objectContaining({ Number: error.Number })]);
    expect(
      await Promise.all([countOf(t, 'payments'), countOf(t, 'delivery_queue'), countOf(t, 'stored_files')]),
    ).toEqual(counts);
  });

  it("refuses another claim's reimbursement, and a submission that is no reimbursement", async () => {
    const other = await signedInClaimant(t, key, 'Morgan');
    const otherClaim = await t.database.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', other.claimNumber)
      .executeTakeFirstOrThrow();
    const foreign = await insertReimbursement(t, { claimantId: other.claimantId, claimId: otherClaim.id });
    const ownContact = await insertReimbursement(t, { claimantId: claimant.claimantId, claimId });
    await t.database.db
      .updateTable('submissions')
      .set({ kind: 'contact' })
      .where('id', '=', ownContact)
      .execute();
    for (const submissionId of [foreign, ownContact]) {
      const payments = await countOf(t, 'payments');
      const response = await putPayment(t, key, 'REFUSED-2', body({ SubmissionId: submissionId }));
      expect(response.statusCode, response.body).toBe(225);
      expect(errorsOf(response)).toEqual([
        expect.objectContaining({ Number: serverErrors.providerPaymentSubmission.Number }),
      ]);
      expect(await countOf(t, 'payments')).toBe(payments);
    }
  });

  it.each([
    ['a negative amount', { Amount: -100 }],
    ['a huge amount', { Amount: 100_000_000_000 }],
    ['an amount in dollars', { Amount: 12.5 }],
    ['an amount as text', { Amount: '100' }],
    ['a bad kind', { Kind: 'bonus' }],
    ['a bad status', { Status: 'sent' }],
    ['no description', { Description: '  ' }],
    ['a claim number not NN/NNNNN', { ClaimNumber: '1234567' }],
    ['a remittance that is not text', { Remittance: 42 }],
  ])('refuses %s as a malformed request and changes nothing', async (_name, overrides) => {
    const payments = await countOf(t, 'payments');
    const response = await putPayment(t, key, 'REFUSED-3', body(overrides));
    expect(response.statusCode, response.body).toBe(415);
    expect(await countOf(t, 'payments')).toBe(payments);
  });

  it('refuses a reference with characters outside the pattern', async () => {
    const response = await putPayment(t, key, 'has space', body());
    expect(response.statusCode, response.body).toBe(415);
  });

  it('hides a cancelled payment from the claimant', async () => {
    await putPayment(t, key, 'CANCEL-1', body({ Description: 'To be cancelled', PaymentDate: '01/11/2026' }));
    await putPayment(
      t,
      key,
      'CANCEL-1',
      body({ Description: 'To be cancelled', PaymentDate: '01/11/2026', Status: 'cancelled' }),
    );
    const { Items } = await getPayments(t, claimant.token, 2026);
    expect(Items.map((item) => item.Description)).not.toContain('To be cancelled');
    expect((await getPaymentSummary(t, claimant.token)).Next?.Description).not.toBe('To be cancelled');
  });

  it('lists by claim number and status, latest payment date first', async () => {
    const other = await signedInClaimant(t, key, 'Casey');
    const of = (overrides: Record<string, unknown>) => body({ ClaimNumber: other.claimNumber, ...overrides });
    await putPayment(t, key, 'LIST-EARLY', of({ PaymentDate: '05/08/2026', Status: 'paid' }));
    await putPayment(t, key, 'LIST-LATE', of({ PaymentDate: '20/12/2026' }));
    const all = await listPayments(t, key, { ClaimNumber: other.claimNumber });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as { Payments: ProviderPayment[] }).Payments.map((p) => p.Reference)).toEqual([
      'LIST-LATE',
      'LIST-EARLY',
    ]);
    const paid = await listPayments(t, key, { ClaimNumber: other.claimNumber, Status: 'paid' });
    expect((paid.json() as { Payments: ProviderPayment[] }).Payments.map((p) => p.Reference)).toEqual([
      'LIST-EARLY',
    ]);
    expect((await listPayments(t, key, { ClaimNumber: uniqueClaimNumber() })).json()).toEqual({
      Payments: [],
    });
    expect((await listPayments(t, key, { Status: 'done' })).statusCode).toBe(415);

    const out: string[] = [];
    const err: string[] = [];
    const context: CommandContext = {
      database: () => Promise.resolve(t.database),
      resolvePath: (path) => resolve(path),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
    };
    expect(
      await runProvider(['list-payments', '--claim', other.claimNumber, '--status', 'paid'], context),
    ).toBe(0);
    expect(out).toEqual([
      `05/08/2026  paid  ${other.claimNumber}  incomeSupport  123450  LIST-EARLY  Income support for the fortnight`,
      '1 payment.',
    ]);
    expect(await runProvider(['list-payments', '--status', 'done'], context)).not.toBe(0);
    expect(err.join('\n')).toContain('--status');
  });

  it('needs the API key', async () => {
    expect((await listPayments(t, 'not-a-key')).statusCode).toBe(401);
    expect((await putPayment(t, 'not-a-key', 'PAY-X', body())).statusCode).toBe(401);
  });
});
