import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import { jsonRowsOf, rowsOfJson } from '../../db/json-rows.js';
import type { Database, Row, RowUpdate } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinked } from '../inbox/index.js';
import { sentItemsOfSubmissionsJson } from '../sent-items/index.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/index.js';

/** SQL for Payments (issue 32); rules live in claimant-payments.service.ts and provider-payments.service.ts. Only this module writes `payments`. */

export type PaymentRow = Row<'payments'>;
export type PaymentWithClaimNumber = PaymentRow & { claim_number: string };
/**
 * The columns a claimant's payment is made of (claimant-payments.service.ts claimantPaymentOf): a page
 * of a year's payments read every column at first, and turning the unused ones into JavaScript was a
 * third of the statement's time on SQLite (issue 32's bench, getpayments).
 */
const CLAIMANT_PAYMENT_FIELDS = [
  'id',
  'kind',
  'description',
  'amount',
  'status',
  'payment_date',
  'submission_id',
  'account_last_digits',
  'remittance_file_id',
] as const;

const CLAIMANT_COLUMNS = CLAIMANT_PAYMENT_FIELDS.map((field) => `payments.${field}` as const);

/** A payment as the claimant reads it: with its remittance's file name (null: none). */
export type ClaimantPaymentRow = Pick<PaymentRow, (typeof CLAIMANT_PAYMENT_FIELDS)[number]> & {
  remittance_filename: string | null;
};

/**
 * `limit 1` written into the statement, not sent as a parameter: PostgreSQL estimates a parameter's
 * limit as a tenth of the rows, so the prepared statement's generic plan looked six times dearer than
 * one planned for the values and was never chosen, and every call paid 0.6-0.9 ms of planning for
 * 0.15 ms of execution (issue 32's bench, explain analyze of getpayments' prepared statement when its
 * years were found by `limit 1` steps; the summary's two lookups use it now).
 */
const ONE_ROW = sql.lit(1);

/** The statuses a claimant sees: a cancelled payment was never made. */
const SHOWN_STATUSES = ['scheduled', 'paid'];

function claimantPayments(db: Kysely<Database>, claimId: string) {
  return db
    .selectFrom('payments')
    .leftJoin('stored_files', 'stored_files.id', 'payments.remittance_file_id')
    .select([...CLAIMANT_COLUMNS, 'stored_files.filename as remittance_filename'])
    .where('payments.claim_id', '=', claimId);
}

/**
 * The claim's years as one text ("2026,2025"), read from payment_years (refreshYearsOfClaims keeps it):
 * a few index entries, where walking down the payments' index a year at a time was a third of the
 * statement on SQLite and two thirds of its time in PostgreSQL (issue 32's bench, ADR 0039).
 */
function yearsOfClaim(db: Kysely<Database>, claimId: string) {
  return db
    .selectFrom('payment_years')
    .select(sql<string | null>`string_agg(cast(payment_years.financial_year as text), ',')`.as('years'))
    .where('payment_years.claim_id', '=', claimId);
}

/** The columns of a page row in the order the statement's JSON carries them (findPaymentsOfYear). */
const PAGE_COLUMNS = [...CLAIMANT_PAYMENT_FIELDS, 'remittance_filename'] as const;

// getpayments runs on every look at /payments: its one statement is built and compiled once
// (db/compiled-query.ts; building and compiling cost more server CPU than running it on SQLite), and
// answers under a kept session (ADR 0019) with its check inside, like claim home's summary below. It
// answers one row whenever the session holds and the claim is still linked, an empty year included,
// so no row at all is what requireHeld reads as a session that no longer holds: the year's page as one
// JSON value (db/json-rows.ts), the claim's years and, on PostgreSQL, the sent items of the
// reimbursements the year's payments pay (for their links), one round trip where there were three.
// SQLite has no round trip to save, and each temporary table in a statement (an ORDER BY inside an
// aggregate, an IN list, a correlated subquery's sort) costs it an allocation of its own page cache:
// the sent items inside cost it 110 µs more than on their own (12 µs), so there they stay a statement
// of their own (sent_items answers undefined). The page as rows, with the years' row joined by a
// union, cost SQLite 120 µs against 55 µs now (docs/adr/0039-payments.md).
const paymentsOfYear = compiledQueryByShape(
  (
    db,
    [claimId, claimantId, financialYear, limit]: readonly [string, string, number, number],
    check: SessionCheckValues,
  ) => {
    const page = claimantPayments(db, claimId)
      .where('payments.financial_year', '=', financialYear)
      .where('payments.status', 'in', SHOWN_STATUSES)
      .orderBy('payments.payment_date', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit);
    const items = jsonRowsOf(
      db,
      PAGE_COLUMNS.map((column) => sql.ref(`page.${column}`)),
      sql`page.payment_date desc, page.id desc`,
    );
    const answer = db
      .selectNoFrom([
        db.selectFrom(page.as('page')).select(items.as('items')).as('items'),
        yearsOfClaim(db, claimId).as('years'),
      ])
      .$if(db.getExecutor().adapter instanceof PostgresAdapter, (query) =>
        query.select(
          sentItemsOfSubmissionsJson(
            db,
            { claimantId, claimId },
            db
              .selectFrom('payments')
              .select('payments.submission_id')
              .where('payments.claim_id', '=', claimId)
              .where('payments.financial_year', '=', financialYear)
              .where('payments.status', 'in', SHOWN_STATUSES)
              .where('payments.submission_id', 'is not', null),
          ).as('sent_items'),
        ),
      )
      .where(claimStillLinked({ claimId, claimantId }));
    const holds = sessionHolds(check, claimId);
    return holds === null ? answer : answer.where(holds);
  },
);

/**
 * The selected claim's payments of one financial year, latest day first, at most `limit`, the
 * financial years it has payments in, and on PostgreSQL the sent items of the reimbursements they pay
 * (as the sent items module's JSON, for its sentItemsOfJson; undefined on SQLite); none once the claim
 * is no longer linked to the claimant (a session keeps its selection after an unlink). A kept session
 * that no longer holds throws SessionNotHeld (the call is made again with the session read).
 */
export async function findPaymentsOfYear(
  db: Kysely<Database>,
  scope: MessagingScope,
  financialYear: number,
  limit: number,
): Promise<{ rows: ClaimantPaymentRow[]; years: number[]; sentItems?: unknown }> {
  const answered = await paymentsOfYear(
    db,
    [scope.claimId, scope.claimantId, financialYear, limit],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, answered);
  const [answer] = answered;
  if (!answer) return { rows: [], years: [] };
  return {
    rows: rowsOfJson<ClaimantPaymentRow>(answer.items, PAGE_COLUMNS),
    years: answer.years === null ? [] : answer.years.split(',').map(Number),
    sentItems: answer.sent_items,
  };
}

/** First half of the advisory lock key: "a claim's payment years" among the portal's advisory locks. */
const PAYMENT_YEARS_LOCK_CLASS = 0x70796561; // 'pyea'

/**
 * Writes payment_years anew for each claim from its payments, in the transaction of the payment's
 * change. PostgreSQL: each claim's transaction-level advisory lock is taken first (in one order, so two
 * PUTs moving payments between the same claims cannot wait for each other), so a later PUT on the same
 * claim reads the years only after an earlier one committed and sees its payment too; without it two
 * PUTs in different years would each write only their own year. SQLite: the transaction holds the one
 * connection, which is lock enough (claimant-quotas.ts).
 */
export async function refreshYearsOfClaims(
  trx: Kysely<Database>,
  claimIds: readonly string[],
): Promise<void> {
  const isPostgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (const claimId of [...new Set(claimIds)].sort()) {
    if (isPostgres)
      await sql`select pg_advisory_xact_lock(${PAYMENT_YEARS_LOCK_CLASS}::int4, hashtext(${claimId}))`.execute(
        trx,
      );
    await trx.deleteFrom('payment_years').where('claim_id', '=', claimId).execute();
    await trx
      .insertInto('payment_years')
      .columns(['claim_id', 'financial_year'])
      .expression(
        trx
          .selectFrom('payments')
          .select(['payments.claim_id', 'payments.financial_year'])
          .distinct()
          .where('payments.claim_id', '=', claimId)
          .where('payments.status', 'in', SHOWN_STATUSES),
      )
      .execute();
  }
}

/** Integer cents paid on the selected claim in the financial year. */
export async function sumPaidOfYear(
  db: Kysely<Database>,
  scope: MessagingScope,
  financialYear: number,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('claim_id', '=', scope.claimId)
    .where(claimStillLinked(scope))
    .where('financial_year', '=', financialYear)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// Claim home asks for the summary on every visit: built and compiled once, like the year's statements,
// and answered under a kept session (ADR 0019) with its check inside: the statement starts from a
// one-row anchor, so it answers a row (all nulls for a claim with no payment) whenever the session
// holds and none when it does not, which is what requireHeld reads.
const nextAndLast = compiledQueryByShape(
  (db, [claimId, claimantId]: readonly [string, string], check: SessionCheckValues) => {
    const soonestScheduled = db
      .selectFrom('payments')
      .select('id')
      .where('claim_id', '=', claimId)
      .where('status', '=', 'scheduled')
      .orderBy('payment_date')
      .orderBy('id')
      .limit(ONE_ROW);
    const latestPaid = db
      .selectFrom('payments')
      .select('id')
      .where('claim_id', '=', claimId)
      .where('status', '=', 'paid')
      .orderBy('payment_date', 'desc')
      .orderBy('id', 'desc')
      .limit(ONE_ROW);
    const holds = sessionHolds(check, claimId);
    return db
      .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('anchor'))
      .leftJoin('payments', (join) =>
        join
          .on('payments.claim_id', '=', claimId)
          .on(claimStillLinked({ claimId, claimantId }))
          .on((eb) => eb.or([eb('payments.id', '=', soonestScheduled), eb('payments.id', '=', latestPaid)])),
      )
      .leftJoin('stored_files', 'stored_files.id', 'payments.remittance_file_id')
      .select([...CLAIMANT_COLUMNS, 'stored_files.filename as remittance_filename'])
      .$if(holds !== null, (query) => query.where(holds!));
  },
);

/**
 * Claim home's summary in one statement: the selected claim's soonest scheduled payment ("next") and
 * its latest payment made ("last"), each found by a scalar subquery over the (claim_id, status,
 * payment_date) index; the still-linked check runs once. Two statements cost claim home's summary more
 * than twice a bare route's answer (issue 32's bench). A kept session that no longer holds throws
 * SessionNotHeld (the call is made again with the session read).
 */
export async function findNextAndLast(
  db: Kysely<Database>,
  scope: MessagingScope,
): Promise<{ next: ClaimantPaymentRow | undefined; last: ClaimantPaymentRow | undefined }> {
  const rows = await nextAndLast(db, [scope.claimId, scope.claimantId], sessionCheckValuesOf(scope.check));
  requireHeld(scope.check, rows);
  const payments = rows.filter((row): row is ClaimantPaymentRow => row.id !== null);
  return {
    next: payments.find((row) => row.status === 'scheduled'),
    last: payments.find((row) => row.status === 'paid'),
  };
}

export type StoredPayment = PaymentWithClaimNumber & { remittance_sha256: string | null };

export async function findPaymentByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<StoredPayment | undefined> {
  return db
    .selectFrom('payments')
    .innerJoin('claims', 'claims.id', 'payments.claim_id')
    .leftJoin('stored_files', 'stored_files.id', 'payments.remittance_file_id')
    .selectAll('payments')
    .select(['claims.number as claim_number', 'stored_files.sha256 as remittance_sha256'])
    .where('payments.reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Updates the payment with the reference. With `unlessStatus`, only while it is not in that status:
 * of parallel PUTs making it paid, one changes it (on PostgreSQL the later UPDATE waits for the row and
 * reads it again); answers whether this call changed it.
 */
export async function updatePaymentByReference(
  db: Kysely<Database>,
  reference: string,
  changes: RowUpdate<'payments'>,
  unlessStatus?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(changes)
    .where('reference', '=', reference)
    .$if(unlessStatus !== undefined, (query) => query.where('status', '!=', unlessStatus!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider's list: by claim number and status, latest payment date first. */
export async function findPayments(
  db: Kysely<Database>,
  filters: { claimNumber?: string | undefined; status?: string | undefined },
  limit: number,
): Promise<PaymentWithClaimNumber[]> {
  let query = db
    .selectFrom('payments')
    .innerJoin('claims', 'claims.id', 'payments.claim_id')
    .selectAll('payments')
    .select('claims.number as claim_number');
  if (filters.claimNumber !== undefined) query = query.where('claims.number', '=', filters.claimNumber);
  if (filters.status !== undefined) query = query.where('payments.status', '=', filters.status);
  return query.orderBy('payments.payment_date', 'desc').orderBy('payments.id', 'desc').limit(limit).execute();
}
