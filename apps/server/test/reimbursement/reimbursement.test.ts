// Reimbursement on the claimant-submission pipeline (issue 12 "Server"; spec part 2 §2-§5): every rule
// of the form enforced again on the server, "me" paid into the stored bank details whatever the request
// says, the sent item's subjects, and the provider's structured view of the sub-form.
import { endpoints, encodeReceiptDescription, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorsOf, samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  homeServices,
  pharmacy,
  receiptId as receiptIdOf,
  someoneElse,
  uploadReceipt as uploadReceiptTo,
} from './reimbursement-fixtures.js';
import { call } from '../claimant-submissions/send-documents-fixtures.js';

const m = messages.reimbursement;
// The test clock is 01/03/2026 11:00 in Melbourne (support/test-app.ts).
const pharmacyReceipt = encodeReceiptDescription('pharmacy', {
  date: '01/03/2026',
  description: 'Pain relief_SECTION_after surgery',
  pharmacy: 'Chemist on Pako',
  cost: '$18.95',
});

describe('Reimbursement on the claimant-submission pipeline', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let sam: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    sam = await signIn(t, 'sam@example.com');
  });
  afterAll(async () => t.close());

  const uploadReceipt = (token: string, filename?: string, content?: Uint8Array) =>
    uploadReceiptTo(t, token, filename, content);
  const receiptId = (token: string, filename?: string) => receiptIdOf(t, token, filename);
  const submit = (token: string, body: Record<string, unknown>) =>
    call(t, endpoints.submitReceipts.path, token, body);
  const draftOf = async (token: string) =>
    (await call(t, endpoints.getDraftReceipts.path, token)).json() as Record<string, unknown> | null;

  beforeEach(async () => {
    for (const who of [alex, sam]) await call(t, endpoints.discardDraftReceipts.path, who.token);
    // A minute after the tests before: what a test sends is the newest of the newest-first lists.
    t.clock.advanceMinutes(1);
  });

  it('keeps the payment fields in the draft, pays "me" into the stored bank details and lists the receipt as fields for the provider', async () => {
    await call(t, endpoints.updateForm.path.replace(':type', 'receipts'), alex.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      PayOther: 0,
    });
    const fileId = await receiptId(alex.token);
    expect(await draftOf(alex.token)).toMatchObject({
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      PayOther: 0,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId, State: 'checked' }],
    });

    // Bank fields in the request are ignored for "me".
    const response = await submit(alex.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      PayOther: 0,
      BankAccName: 'Someone Else',
      BankBSB: '033-000',
      BankAccNo: '99999999',
      Disclaimer: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await draftOf(alex.token)).toBeNull();

    const sent = (
      await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 5 })
    ).json() as {
      SentItems: { SubjectMain: string; SubjectOther: string; Message: string; Files: unknown[] }[];
    };
    expect(sent.SentItems[0]).toMatchObject({
      SubjectMain: 'Pharmacy',
      SubjectOther: messages.reimbursementPayee.me,
      Files: [{ Filename: 'receipt.pdf', FileID: fileId }],
    });
    expect(sent.SentItems[0]?.Message).toContain('Description: Pain relief_SECTION_after surgery');

    const { key } = await newProviderKey(t);
    const listed = (
      await callProvider(t.app, { method: 'GET', url: '/provider/v1/submissions', key })
    ).json() as {
      Submissions: { Kind: string; Data: Record<string, unknown>; Files: { FileId: string }[] }[];
    };
    const ours = listed.Submissions.find((s) => s.Kind === 'receipts' && s.Files[0]?.FileId === fileId);
    expect(ours?.Data).toMatchObject({
      ReceiptType: pharmacy,
      Description: pharmacyReceipt,
      Receipt: {
        kind: 'pharmacy',
        date: '2026-03-01',
        amountCents: 1895,
        provider: 'Chemist on Pako',
        description: 'Pain relief_SECTION_after surgery',
      },
      PayOther: 0,
      Payee: {
        kind: 'me',
        bank: { accountName: 'Alex J Citizen', bsb: '063-010', accountNumber: '10483726' },
      },
    });
  });

  it('pays someone else with the BSB directory naming the bank, and shows the payee as the other subject', async () => {
    t.clock.advanceMinutes(1); // sent items are newest first; this one must be the newest
    const fileId = await receiptId(alex.token);
    const response = await submit(alex.token, {
      DocumentType: homeServices,
      Description: encodeReceiptDescription('homeServices', {
        date: '28/02/2026',
        duration: '3 hours',
        serviceProvider: 'Tidy Homes',
        serviceType: 'Cleaning',
        amount: '120',
      }),
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      ...someoneElse,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = (
      await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 1 })
    ).json() as {
      SentItems: { SubjectMain: string; SubjectOther: string }[];
    };
    expect(sent.SentItems[0]).toMatchObject({
      SubjectMain: 'Home services',
      SubjectOther: 'Paid to Jordan Citizen',
    });
  });

  describe('each rule refused with its message, changing nothing', () => {
    async function expectRefused(
      body: Record<string, unknown>,
      message: string,
      number: number = serverErrors.invalidRequest.Number,
      files = 1,
    ) {
      await call(t, endpoints.updateForm.path.replace(':type', 'receipts'), alex.token, { PayOther: 0 });
      const ids: string[] = [];
      for (let i = 0; i < files; i++) ids.push(await receiptId(alex.token, `receipt-${i}.pdf`));
      const before = await draftOf(alex.token);
      const response = await submit(alex.token, {
        DocumentType: pharmacy,
        Description: pharmacyReceipt,
        Documents: ids.map((FileID, i) => ({ Filename: `receipt-${i}.pdf`, FileID })),
        PayOther: 0,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(225);
      expect(errorsOf(response)[0]).toEqual({ Number: number, Message: message });
      expect(await draftOf(alex.token)).toEqual(before);
    }

    it('a purchase date after today in Melbourne', async () => {
      await expectRefused(
        {
          Description: encodeReceiptDescription('pharmacy', {
            date: '02/03/2026',
            pharmacy: 'Chemist',
            cost: '$1.00',
          }),
        },
        m.subForm.dateFuture,
      );
    });

    it('a receipt type that is not on ReceiptTypes', async () => {
      await expectRefused({ DocumentType: { Id: 99, Item: 'Pharmacy' } }, m.receiptType);
    });

    it('a second receipt file, and none at all', async () => {
      await expectRefused({}, m.oneReceiptOnly, undefined, 2);
      await expectRefused({}, m.receiptRequired, undefined, 0);
    });

    it('a sub-form without its provider, and a cost outside the currency pattern', async () => {
      await expectRefused(
        {
          Description: encodeReceiptDescription('pharmacy', {
            date: '01/03/2026',
            pharmacy: '',
            cost: '$1.00',
          }),
        },
        m.subForm.providerRequired,
      );
      await expectRefused(
        {
          Description: encodeReceiptDescription('pharmacy', {
            date: '01/03/2026',
            pharmacy: 'Chemist',
            cost: '12.5',
          }),
        },
        messages.fields.currency,
      );
    });

    it('someone else without a name, with a malformed BSB, or a BSB the directory does not know', async () => {
      await expectRefused({ ...someoneElse, PaymentName: '' }, m.payOthers.name);
      await expectRefused({ ...someoneElse, BankBSB: '06301' }, messages.fields.bank.bsb);
      await expectRefused(
        { ...someoneElse, BankBSB: '999-999' },
        serverErrors.bsbUnknown.Message,
        serverErrors.bsbUnknown.Number,
      );
    });

    it('the disclaimer sent unticked', async () => {
      await expectRefused({ Disclaimer: false }, m.disclaimer);
    });
  });

  it('refuses "me" for a claimant with no stored bank details (Sam)', async () => {
    const fileId = await receiptId(sam.token);
    const response = await submit(sam.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      PayOther: 0,
    });
    expect(errorsOf(response)[0]).toEqual({
      Number: serverErrors.invalidRequest.Number,
      Message: m.bankDetailsNotFound,
    });
  });

  it("Sam cannot submit Alex's receipt file, and Alex's draft stays Alex's", async () => {
    const fileId = await receiptId(alex.token);
    await call(t, endpoints.updateForm.path.replace(':type', 'receipts'), sam.token, { PayOther: 2 });
    const response = await submit(sam.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      PayOther: 2,
    });
    expect(errorsOf(response)[0]?.Number).toBe(serverErrors.notFound.Number);
    expect((await draftOf(alex.token))?.Documents).toEqual([expect.objectContaining({ FileID: fileId })]);
  });

  it('warns of a receipt already sent on the claim, by its bytes or by its date, amount and provider, and flags it for the provider', async () => {
    // The receipt sent before: samples.pdf as a Pharmacy receipt from Chemist on Pako, $18.95, 01/03/2026.
    const sentBefore = await submit(alex.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: await receiptId(alex.token) }],
      PayOther: 2,
    });
    expect(sentBefore.statusCode, sentBefore.body).toBe(200);
    // A minute later, so the submission below is the newest whatever other tests sent.
    t.clock.advanceMinutes(1);
    const unique = (tag: string) => Buffer.concat([samples.pdf, Buffer.from(`\n% ${tag}\n`)]);
    const update = (body: Record<string, unknown>) =>
      call(t, endpoints.updateForm.path.replace(':type', 'receipts'), alex.token, body);
    const warningOnDraft = async () => (await draftOf(alex.token))?.DuplicateOf;

    // Other bytes, other receipt: no warning.
    await update({
      DocumentType: pharmacy,
      PayOther: 2,
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        pharmacy: 'Another chemist',
        cost: '$5.00',
      }),
    });
    const uploaded = await uploadReceipt(alex.token, 'new.pdf', unique('a'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await warningOnDraft()).toBeNull();

    // Same date, amount and provider (provider in other letter case): warned with the day it was sent.
    await update({
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        pharmacy: 'CHEMIST ON PAKO',
        cost: '18.95',
      }),
    });
    expect(await warningOnDraft()).toEqual({ Date: '01/03/2026' });

    // Same bytes as the receipt sent before: warned too.
    await update({
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        pharmacy: 'Another chemist',
        cost: '$5.00',
      }),
    });
    expect(await warningOnDraft()).toBeNull();
    await receiptId(alex.token, 'again.pdf');
    expect(await warningOnDraft()).toEqual({ Date: '01/03/2026' });

    // The claimant may still go on; the provider sees the flag.
    const draft = await draftOf(alex.token);
    const documents = (draft?.Documents as { Filename: string; FileID: string }[]).filter(
      (f) => f.Filename === 'again.pdf',
    );
    const response = await submit(alex.token, {
      DocumentType: pharmacy,
      Description: encodeReceiptDescription('pharmacy', {
        date: '01/03/2026',
        pharmacy: 'Another chemist',
        cost: '$5.00',
      }),
      Documents: documents,
      PayOther: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom('submissions')
      .select('data')
      .where('kind', '=', 'receipts')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ PossibleDuplicateOf: { submissionId: expect.any(String) } });
  });

  it("shows the demo reimbursement's payment status on Alex's sent items", async () => {
    const answer = (
      await call(t, endpoints.getSentItems.path, alex.token, {
        Offset: 0,
        Amount: 10,
        Search: 'anti-inflammatories',
      })
    ).json() as { SentItems: { PaymentStatus: string | null }[] };
    expect(answer.SentItems).toHaveLength(1);
    expect(answer.SentItems[0]?.PaymentStatus).toMatch(
      /^Payment status: paid \$148\.35 on \d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('lets the provider set the payment status, which the claimant sees on the sent item', async () => {
    t.clock.advanceMinutes(1);
    const fileId = await receiptId(alex.token);
    const submitted = await submit(alex.token, {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      PayOther: 0,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const row = await t.database.db
      .selectFrom('submissions')
      .select('id')
      .where('kind', '=', 'receipts')
      .orderBy('submitted_at', 'desc')
      .executeTakeFirstOrThrow();
    const { key } = await newProviderKey(t);
    const setStatus = (body: unknown, id = row.id) =>
      callProvider(t.app, { method: 'POST', url: `/provider/v1/submissions/${id}/payment`, key, body });
    const statusOnSentItem = async () =>
      (
        (await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 1 })).json() as {
          SentItems: { PaymentStatus: string | null }[];
        }
      ).SentItems[0]?.PaymentStatus;

    expect(await statusOnSentItem()).toBeNull();
    expect((await setStatus({ Status: 'approved' })).statusCode).toBe(200);
    expect(await statusOnSentItem()).toBe('Payment status: approved');
    const paid = await setStatus({ Status: 'paid', AmountCents: 189500, PaidOn: '2026-03-04' });
    expect(paid.json()).toMatchObject({ Payment: { Status: 'paid', AmountCents: 189500 } });
    expect(await statusOnSentItem()).toBe('Payment status: paid $1,895.00 on 04/03/2026');
    await setStatus({ Status: 'declined', Reason: 'The receipt is not itemised.' });
    expect(await statusOnSentItem()).toBe('Payment status: declined. The receipt is not itemised.');

    // Malformed statuses are 415; any other kind of submission, or an unknown id, is 225 notFound.
    expect((await setStatus({ Status: 'paid', AmountCents: 10 })).statusCode).toBe(415);
    expect((await setStatus({ Status: 'declined', Reason: ' ' })).statusCode).toBe(415);
    const other = await t.database.db
      .selectFrom('submissions')
      .select('id')
      .where('kind', '!=', 'receipts')
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    for (const id of [other?.id ?? 'none', 'no-such-submission']) {
      const refused = await setStatus({ Status: 'approved' }, id);
      expect(refused.statusCode).toBe(225);
      expect(errorsOf(refused)[0]?.Number).toBe(serverErrors.notFound.Number);
    }
  });

  it('of parallel submits exactly one wins', async () => {
    const fileId = await receiptId(alex.token);
    const body = {
      DocumentType: pharmacy,
      Description: pharmacyReceipt,
      Documents: [{ Filename: 'receipt.pdf', FileID: fileId }],
      PayOther: 2,
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(alex.token, body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect(errorsOf(a)[0]?.Number).toBe(serverErrors.draftNotFound.Number);
    }
  });
});
