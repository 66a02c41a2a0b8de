// Payments (issue 32): the selected claim's payments by Australian financial year (1 July to 30 June,
// the Melbourne day), its summary for claim home, the remittance download; never another claim's or
// another claimant's, nor a claim no longer linked.
import { type GetFileContentResponse, PAYMENTS_PER_YEAR_MAX, endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { insertClaimant, signedInOn } from '../inbox/messaging-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import { getPaymentSummary, getPayments, insertPayment } from './payments-fixtures.js';

describe('Payments for the claimant', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
  });
  afterAll(async () => t.close());

  it("lists Alex's demo payments of this financial year, the two years, and the year's total paid", async () => {
    const alex = await signIn(t, 'alex@example.com');
    // The seed's clock is 2026-03-01T00:00Z, 11:00 on 1 March in Melbourne: financial year 2025-26.
    const answer = await getPayments(t, alex.token);
    expect(answer.FinancialYear).toBe(2025);
    expect(answer.Years).toEqual([2025, 2024]);
    expect(answer.Items.map((item) => [item.Status, item.PaymentDate, item.Kind, item.Amount])).toEqual([
      ['scheduled', '22/03/2026', 'incomeSupport', 123_450],
      ['scheduled', '08/03/2026', 'incomeSupport', 123_450],
      ['paid', '22/02/2026', 'incomeSupport', 123_450],
      ['paid', expect.stringMatching(/^\d\d\/12\/2025$/), 'reimbursement', 14_835],
    ]);
    expect(answer.TotalPaid).toBe(123_450 + 14_835);
    const [scheduled, , paid, reimbursement] = answer.Items;
    // Only a payment made names its account and remittance.
    expect(scheduled).toMatchObject({ Account: null, Remittance: null, SentItem: null });
    expect(paid).toMatchObject({
      Account: '•••••726',
      Remittance: { Filename: 'Remittance advice 22-02-2026.pdf' },
    });
    expect(reimbursement?.SentItem).toMatchObject({ SubjectMain: 'Reimbursement', SubjectOther: 'Pharmacy' });

    const last = await getPayments(t, alex.token, 2024);
    expect(last.Items.map((item) => [item.PaymentDate, item.Kind])).toEqual([
      ['15/06/2025', 'other'],
      ['15/05/2025', 'incomeSupport'],
    ]);
    expect(last.TotalPaid).toBe(8_620 + 118_000);
    expect((await getPayments(t, alex.token, 2019)).Items).toEqual([]);
  });

  it("answers claim home's next and last payment", async () => {
    const alex = await signIn(t, 'alex@example.com');
    const summary = await getPaymentSummary(t, alex.token);
    expect(summary.Next).toMatchObject({ Status: 'scheduled', PaymentDate: '08/03/2026' });
    expect(summary.Last).toMatchObject({ Status: 'paid', PaymentDate: '22/02/2026', Account: '•••••726' });
  });

  it('lets Alex download a remittance as a PDF, and Sam not', async () => {
    const alex = await signIn(t, 'alex@example.com');
    const sam = await signIn(t, 'sam@example.com');
    const remittance = (await getPaymentSummary(t, alex.token)).Last?.Remittance;
    const own = await postJson(t.app, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: remittance?.FileID,
    });
    expect(own.statusCode, own.body).toBe(200);
    const content = own.json() as GetFileContentResponse;
    expect(content.MimeType).toBe('application/pdf');
    expect(Buffer.from(content.Data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await postJson(t.app, endpoints.getFileContent.path, {
      AccessToken: sam.token,
      Identifier: remittance?.FileID,
    });
    expect(foreign.statusCode).toBe(225);
    expect(await getPayments(t, sam.token, 2025)).toMatchObject({ Items: [], TotalPaid: 0 });
    expect(await getPaymentSummary(t, sam.token)).toEqual({ Next: null, Last: null });
  });

  it('answers nothing for a claim no longer linked to the claimant, and no remittance', async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Unlinked');
    const claimId = claimIds[0]!;
    const fileId = (await getPaymentSummary(t, (await signIn(t, 'alex@example.com')).token)).Last?.Remittance
      ?.FileID;
    await insertPayment(t, { claimId, description: 'Once linked', paymentDate: '2026-02-01' });
    const token = await signedInOn(t, claimantId, claimId);
    expect((await getPayments(t, token, 2025)).Items).toHaveLength(1);
    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', claimantId)
      .where('claim_id', '=', claimId)
      .execute();
    expect(await getPayments(t, token, 2025)).toMatchObject({ Items: [], Years: [2025], TotalPaid: 0 });
    expect(await getPaymentSummary(t, token)).toEqual({ Next: null, Last: null });
    const file = await postJson(t.app, endpoints.getFileContent.path, {
      AccessToken: token,
      Identifier: fileId,
    });
    expect(file.statusCode).toBe(225);
  });

  it('puts 30 June in the year ending and 1 July in the next, and picks the current year by the Melbourne day', async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Boundary');
    const claimId = claimIds[0]!;
    await insertPayment(t, {
      claimId,
      description: 'Last day',
      paymentDate: '2026-06-30',
      financialYear: 2025,
    });
    await insertPayment(t, {
      claimId,
      description: 'First day',
      paymentDate: '2026-07-01',
      financialYear: 2026,
    });
    // 13:30Z on 30 June is 23:30 on 30 June in Melbourne (+10): still 2025-26.
    t.clock.current = new Date('2026-06-30T13:30:00.000Z');
    const june = await getPayments(t, await signedInOn(t, claimantId, claimId));
    expect(june.FinancialYear).toBe(2025);
    expect(june.Items.map((item) => item.Description)).toEqual(['Last day']);
    // 14:30Z on 30 June is 00:30 on 1 July in Melbourne: 2026-27, though UTC is still in June.
    t.clock.current = new Date('2026-06-30T14:30:00.000Z');
    const july = await getPayments(t, await signedInOn(t, claimantId, claimId));
    expect(july.FinancialYear).toBe(2026);
    expect(july.Items.map((item) => item.Description)).toEqual(['First day']);
    expect(july.Years).toEqual([2026, 2025]);
  });

  it('lists each year with a payment shown, skipping years without one and years of cancelled ones only', async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Years');
    const claimId = claimIds[0]!;
    const other = (await insertClaimant(t, 'Other years')).claimIds[0]!;
    await insertPayment(t, { claimId, paymentDate: '2019-08-01' });
    await insertPayment(t, { claimId, paymentDate: '2021-08-01', status: 'cancelled' });
    await insertPayment(t, { claimId, paymentDate: '2022-08-01', status: 'cancelled' });
    await insertPayment(t, { claimId, paymentDate: '2022-09-01' });
    await insertPayment(t, { claimId, paymentDate: '2023-02-01' });
    await insertPayment(t, { claimId, paymentDate: '2024-01-01', status: 'scheduled' });
    await insertPayment(t, { claimId: other, paymentDate: '2020-08-01' });
    t.clock.current = new Date('2026-03-01T00:00:00.000Z');
    const answer = await getPayments(t, await signedInOn(t, claimantId, claimId), 2022);
    // The current year (2025-26) always, then 2023-24 (scheduled), 2022-23 (a cancelled payment beside
    // two made), 2019-20; never 2021-22 (cancelled only) nor 2020-21 (another claim's).
    expect(answer.Years).toEqual([2025, 2023, 2022, 2019]);
    expect(answer.Items.map((item) => item.PaymentDate)).toEqual(['01/02/2023', '01/09/2022']);
  });

  it('refuses a financial year that is not a whole year in range', async () => {
    const alex = await signIn(t, 'alex@example.com');
    for (const FinancialYear of [2025.5, '2025', 99_999]) {
      const response = await postJson(t.app, endpoints.getPayments.path, {
        AccessToken: alex.token,
        FinancialYear,
      });
      expect(response.statusCode, String(FinancialYear)).toBe(415);
    }
  });
  it("totals the whole year when it holds more payments than a list shows (the year's sum, not the list's)", async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Many');
    const claimId = claimIds[0]!;
    const count = PAYMENTS_PER_YEAR_MAX + 3;
    for (let i = 0; i < count; i += 1) {
      const day = `2026-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, '0')}`;
      await insertPayment(t, { claimId, paymentDate: day, amount: 100 + i });
    }
    await insertPayment(t, { claimId, paymentDate: '2026-03-03', amount: 999_999, status: 'scheduled' });
    const year = await getPayments(t, await signedInOn(t, claimantId, claimId), 2025);
    expect(year.Items).toHaveLength(PAYMENTS_PER_YEAR_MAX);
    // 100 + 101 + ... + (100 + count - 1); the scheduled one is not paid.
    expect(year.TotalPaid).toBe(count * 100 + (count * (count - 1)) / 2);
  });

  it('totals a year shorter than the list from its paid payments only', async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Few');
    const claimId = claimIds[0]!;
    await insertPayment(t, { claimId, paymentDate: '2026-02-01', amount: 1_000 });
    await insertPayment(t, { claimId, paymentDate: '2026-02-08', amount: 2_500 });
    await insertPayment(t, { claimId, paymentDate: '2026-02-15', amount: 7_000, status: 'scheduled' });
    await insertPayment(t, { claimId, paymentDate: '2025-06-15', amount: 50_000 });
    const year = await getPayments(t, await signedInOn(t, claimantId, claimId), 2025);
    expect(year.Items).toHaveLength(3);
    expect(year.TotalPaid).toBe(3_500);
  });
});
