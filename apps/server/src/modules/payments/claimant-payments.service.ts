// Payments as the claimant reads them (issue 32): getpayments and getpaymentsummary.
import {
  type GetPaymentSummaryResponse,
  type GetPaymentsRequest,
  type GetPaymentsResponse,
  type Payment,
  type PaymentKind,
  type SentItem,
  PAYMENTS_PER_YEAR_MAX,
  financialYearOf,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { melbourneToday } from '../../lib/melbourne-time.js';
import { withoutControlCharacters } from '../../lib/safe-filename.js';
import { sentItemsOfJson, sentItemsOfSubmissions } from '../sent-items/index.js';
import {
  type ClaimantPaymentRow,
  findNextAndLast,
  findPaymentsOfYear,
  sumPaidOfYear,
} from './payments.repository.js';
import { wireDateOf } from '../../lib/wire-date.js';

/** Masked as the portal shows account numbers (My Details): a fixed mask, then the last 3 digits. */
function maskedAccountOf(lastDigits: string | null): string | null {
  return lastDigits === null ? null : `•••••${lastDigits}`;
}

/** A payment as the claimant sees it; the account and remittance only once it is made. */
function claimantPaymentOf(row: ClaimantPaymentRow, sentItems: ReadonlyMap<string, SentItem>): Payment {
  const isPaid = row.status === 'paid';
  return {
    PaymentId: row.id,
    Kind: row.kind as PaymentKind,
    Description: row.description,
    Amount: row.amount,
    Status: isPaid ? 'paid' : 'scheduled',
    PaymentDate: wireDateOf(row.payment_date),
    Account: isPaid ? maskedAccountOf(row.account_last_digits) : null,
    Remittance:
      isPaid && row.remittance_file_id !== null && row.remittance_filename !== null
        ? { FileID: row.remittance_file_id, Filename: withoutControlCharacters(row.remittance_filename) }
        : null,
    SentItem: (row.submission_id !== null && sentItems.get(row.submission_id)) || null,
  };
}

/** The sent items of the reimbursements the rows pay (one statement, none when no row pays one). */
function sentItemsOf(
  db: Kysely<Database>,
  scope: MessagingScope,
  rows: readonly (ClaimantPaymentRow | undefined)[],
  branding: { providerName: string },
): Promise<Map<string, SentItem>> {
  const ids = [...new Set(rows.flatMap((row) => (row?.submission_id ? [row.submission_id] : [])))];
  return ids.length === 0 ? Promise.resolve(new Map()) : sentItemsOfSubmissions(db, scope, ids, branding);
}

/**
 * getpayments (issue 32 "Payments"): the selected claim's payments of one financial year (1 July to
 * 30 June; the current one in Melbourne when none is asked for), latest first, the years that have
 * payments (the current one always among them) and the year's total paid. Index reads by claim
 * (migrations 0014 and 0016), bounded to PAYMENTS_PER_YEAR_MAX, in one statement that also checks a
 * kept session and, on PostgreSQL, reads the sent items of the reimbursements paid
 * (payments.repository.ts findPaymentsOfYear).
 */
export async function getPayments(
  db: Kysely<Database>,
  scope: MessagingScope,
  request: GetPaymentsRequest,
  now: Date,
  branding: { providerName: string },
): Promise<GetPaymentsResponse> {
  const current = financialYearOf(melbourneToday(now));
  const year = request.FinancialYear ?? current;
  const { rows, years, sentItems } = await findPaymentsOfYear(db, scope, year, PAYMENTS_PER_YEAR_MAX);
  // The rows are the whole year unless the bound cut it: then their sum is the year's total and no
  // statement is needed for it (bench: getpayments cost 4x a bare route with it, issue 32).
  const total =
    rows.length < PAYMENTS_PER_YEAR_MAX
      ? rows.reduce((sum, row) => (row.status === 'paid' ? sum + row.amount : sum), 0)
      : await sumPaidOfYear(db, scope, year);
  // On PostgreSQL the year's statement brought the sent items; SQLite reads them on their own.
  const sentItemsBySubmission =
    sentItems === undefined
      ? await sentItemsOf(db, scope, rows, branding)
      : sentItemsOfJson(sentItems, branding);
  return {
    FinancialYear: year,
    Years: [...new Set([current, ...years])].sort((a, b) => b - a),
    Items: rows.map((row) => claimantPaymentOf(row, sentItemsBySubmission)),
    TotalPaid: total,
  };
}

/** getpaymentsummary: claim home's next scheduled payment and the last one made (one statement). */
export async function getPaymentSummary(
  db: Kysely<Database>,
  scope: MessagingScope,
  branding: { providerName: string },
): Promise<GetPaymentSummaryResponse> {
  const { next, last } = await findNextAndLast(db, scope);
  const sentItems = await sentItemsOf(db, scope, [next, last], branding);
  return {
    Next: next ? claimantPaymentOf(next, sentItems) : null,
    Last: last ? claimantPaymentOf(last, sentItems) : null,
  };
}
