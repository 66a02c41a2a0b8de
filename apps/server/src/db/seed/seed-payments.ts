import { type CalendarDate, calendarToday, financialYearOf, formatDate } from '@portal/contract';
import { newId } from '../../lib/ids.js';
import { shiftDays, storedDayOf } from '../../lib/melbourne-time.js';
import { pdfFile } from './demo-file-bytes.js';
import type { SeedContext } from './seed-context.js';
import { hoursBefore, storeDemoFile } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

/** The last 3 digits of Alex's demo account (demo-people.ts), the one the payments went to. */
const ALEX_ACCOUNT_DIGITS = '726';

function dayOf(stored: string): CalendarDate {
  const [year, month, day] = stored.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

interface DemoPayment {
  reference: string;
  kind: 'incomeSupport' | 'reimbursement' | 'other';
  description: string;
  amount: number;
  status: 'scheduled' | 'paid';
  day: CalendarDate;
  submissionId?: string;
}

/**
 * Payments on Alex's claim 12/34567 (issue 32 "Demo data"): six over two financial years, two
 * scheduled, one paying the demo reimbursement (seed-sent-items.ts, on the day its status says it was
 * paid), the made ones with remittance PDFs. The two oldest are in May and June of the financial year
 * before today's, so the filter has two years whatever day the demo starts.
 */
export async function seedPayments(ctx: SeedContext, people: SeededPeople): Promise<number> {
  const claimId = people.claimIds['12/34567'];
  if (!claimId) throw new Error('Demo claim 12/34567 was not seeded');
  const reimbursement = await ctx.db
    .selectFrom('submissions')
    .select(['id', 'payment'])
    .where('claim_id', '=', claimId)
    .where('kind', '=', 'receipts')
    .where('payment', 'is not', null)
    .executeTakeFirstOrThrow();
  const paid = JSON.parse(reimbursement.payment ?? '{}') as { AmountCents: number; PaidOn: string };
  const today = calendarToday(ctx.now);
  // 15 May and 15 June of the year today's financial year starts in: the financial year before.
  const thisYear = financialYearOf(today);
  const fromToday = (days: number) => shiftDays(today, days);
  const payments: DemoPayment[] = [
    {
      reference: 'DEMO-PAY-IS-NEXT-2',
      kind: 'incomeSupport',
      description: 'Income support for the fortnight',
      amount: 123_450,
      status: 'scheduled',
      day: fromToday(21),
    },
    {
      reference: 'DEMO-PAY-IS-NEXT-1',
      kind: 'incomeSupport',
      description: 'Income support for the fortnight',
      amount: 123_450,
      status: 'scheduled',
      day: fromToday(7),
    },
    {
      reference: 'DEMO-PAY-IS-LAST',
      kind: 'incomeSupport',
      description: 'Income support for the fortnight',
      amount: 123_450,
      status: 'paid',
      day: fromToday(-7),
    },
    {
      reference: 'DEMO-PAY-REIMBURSEMENT',
      kind: 'reimbursement',
      description: 'Reimbursement of pharmacy receipts',
      amount: paid.AmountCents,
      status: 'paid',
      day: dayOf(paid.PaidOn),
      submissionId: reimbursement.id,
    },
    {
      reference: 'DEMO-PAY-TRAVEL',
      kind: 'other',
      description: 'Travel to medical appointments',
      amount: 8_620,
      status: 'paid',
      day: { year: thisYear, month: 6, day: 15 },
    },
    {
      reference: 'DEMO-PAY-IS-OLD',
      kind: 'incomeSupport',
      description: 'Income support for the fortnight',
      amount: 118_000,
      status: 'paid',
      day: { year: thisYear, month: 5, day: 15 },
    },
  ];
  const created = hoursBefore(ctx.now, 24 * 400).toISOString();
  for (const payment of payments) {
    const isPaid = payment.status === 'paid';
    const remittanceId = isPaid
      ? await storeDemoFile(ctx, {
          filename: `Remittance advice ${formatDate(payment.day).replace(/\//g, '-')}.pdf`,
          mimeType: 'application/pdf',
          bytes: pdfFile('Remittance advice', [
            'Claim 12/34567, Alex Citizen',
            `Paid ${formatDate(payment.day)}: $${(payment.amount / 100).toFixed(2)}`,
            payment.description,
            `Account ending ${ALEX_ACCOUNT_DIGITS}`,
          ]),
          claimantId: null,
          claimId,
          purpose: 'remittance',
          formId: null,
          createdAt: ctx.now,
        })
      : null;
    await ctx.db
      .insertInto('payments')
      .values({
        id: newId(),
        reference: payment.reference,
        claim_id: claimId,
        kind: payment.kind,
        description: payment.description,
        amount: payment.amount,
        status: payment.status,
        payment_date: storedDayOf(payment.day),
        financial_year: financialYearOf(payment.day),
        submission_id: payment.submissionId ?? null,
        account_last_digits: isPaid ? ALEX_ACCOUNT_DIGITS : null,
        remittance_file_id: remittanceId,
        created_at: created,
        updated_at: created,
        paid_at: isPaid ? created : null,
      })
      .execute();
  }
  // The years getpayments lists (migration 0016), as the payments module keeps them after a PUT.
  const years = [...new Set(payments.map((payment) => financialYearOf(payment.day)))];
  await ctx.db
    .insertInto('payment_years')
    .values(years.map((year) => ({ claim_id: claimId, financial_year: year })))
    .execute();
  return payments.length;
}
