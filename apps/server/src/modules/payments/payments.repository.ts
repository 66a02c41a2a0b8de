import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import type { Database, Row, RowUpdate } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinked } from '../inbox/index.js';
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
const CLAIMANT_COLUMNS = [
  'payments.id',
  'payments.kind',
  'payments.description',
  'payments.amount',
  'payments.status',
  'payments.payment_date',
  'payments.submission_id',
  'payments.account_last_digits',
  'payments.remittance_file_id',
] as const;

/** A payment as the claimant reads it: with its remittance's file name (null: none). */
export type ClaimantPaymentRow = Pick<
  PaymentRow,
  | 'id'
  | 'kind'
  | 'description'
  | 'amount'
  | 'status'
  | 'payment_date'
  | 'submission_id'
  | 'account_last_digits'
  | 'remittance_file_id'
> & { remittance_filename: string | null };

/**
 * `limit 1` written into the statement, not sent as a parameter: PostgreSQL estimates a parameter's
 * limit as a tenth of the rows, so the prepared statement's generic plan looked six times dearer than
 * one planned for the values and was never chosen, and every call paid 0.6-0.9 ms of planning for
 * 0.15 ms of execution (issue 32's bench, explain analyze of the prepared getpayments statement).
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
 * The years a claim has payments in, found by skipping down the (claim_id, financial_year, status) index
 * a year at a time: a recursive CTE whose each step reads the latest shown year below the last one
 * found, so a claim with ten years answers in about ten index probes instead of reading each of its
 * payments and grouping them (issue 32's bench: at 500 payments the grouped read was a third of
 * getpayments' time in PostgreSQL).
 */
function withYearsOfClaim(db: Kysely<Database>, claimId: string) {
  const latestYear = () =>
    db
      .selectFrom('payments')
      .select('payments.financial_year')
      .where('payments.claim_id', '=', claimId)
      .where('payments.status', 'in', SHOWN_STATUSES)
      .orderBy('payments.financial_year', 'desc')
      .limit(ONE_ROW);
  return db.withRecursive('years(financial_year)', (cte) =>
    cte
      .selectNoFrom(() => latestYear().as('financial_year'))
      .unionAll((union) =>
        union
          .selectFrom('years')
          .select(() =>
            latestYear()
              .where('payments.financial_year', '<', sql.ref<number>('years.financial_year'))
              .as('financial_year'),
          )
          .where('years.financial_year', 'is not', null),
      ),
  );
}

// getpayments runs on every look at /payments: its one statement is built and compiled once
// (db/compiled-query.ts; building and compiling cost more server CPU than running it on SQLite), and
// answers under a kept session (ADR 0019) with its check inside, like claim home's summary below. Its
// second part is one row that carries the claim's years (string_agg, in both databases) and stands
// whenever the session holds and the claim is still linked, even in a year without payments, so no
// row at all is what requireHeld reads as a session that no longer holds. The page, the years and the
// session's check are one round trip instead of three (issue 32's bench on PostgreSQL). A union, not
// the summary's one-row anchor left-joined to the page: on SQLite that join copied the page into a
// table of its own, cost a fifth more than the three statements it replaced and grew slower the longer
// a process ran it (docs/adr/0039-payments.md).
const paymentsOfYear = compiledQueryByShape(
  (
    db,
    [claimId, claimantId, financialYear, limit]: readonly [string, string, number, number],
    check: SessionCheckValues,
  ) => {
    const holds = sessionHolds(check, claimId);
    const guarded = <Query extends { where(condition: Expression<SqlBool>): Query }>(query: Query) => {
      const linked = query.where(claimStillLinked({ claimId, claimantId }));
      return holds === null ? linked : linked.where(holds);
    };
    const page = claimantPayments(db, claimId)
      .where('payments.financial_year', '=', financialYear)
      .where('payments.status', 'in', SHOWN_STATUSES)
      .orderBy('payments.payment_date', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit);
    const none = sql<null>`null`;
    const yearsRow = guarded(
      db.selectNoFrom([
        none.as('id'),
        none.as('kind'),
        none.as('description'),
        none.as('amount'),
        none.as('status'),
        none.as('payment_date'),
        none.as('submission_id'),
        none.as('account_last_digits'),
        none.as('remittance_file_id'),
        none.as('remittance_filename'),
        // The recursive CTE the statement starts with (withYearsOfClaim) is named for the whole union.
        sql<string | null>`(select string_agg(cast(years.financial_year as text), ',')
          from years where years.financial_year is not null)`.as('years'),
      ]),
    ).$castTo<ClaimantPaymentRow & { years: string | null }>();
    return guarded(
      withYearsOfClaim(db, claimId)
        .selectFrom(page.as('page'))
        .selectAll('page')
        .select(sql<string | null>`null`.as('years')),
    )
      .unionAll(yearsRow)
      .orderBy('payment_date', 'desc')
      .orderBy('id', 'desc');
  },
);

/**
 * The selected claim's payments of one financial year, latest day first, at most `limit`, and the
 * financial years it has payments in; neither once the claim is no longer linked to the claimant (a
 * session keeps its selection after an unlink). A kept session that no longer holds throws
 * SessionNotHeld (the call is made again with the session read).
 */
export async function findPaymentsOfYear(
  db: Kysely<Database>,
  scope: MessagingScope,
  financialYear: number,
  limit: number,
): Promise<{ rows: ClaimantPaymentRow[]; years: number[] }> {
  const answered = await paymentsOfYear(
    db,
    [scope.claimId, scope.claimantId, financialYear, limit],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, answered);
  const rows: ClaimantPaymentRow[] = [];
  let list: string | null = null;
  for (const { years, ...row } of answered) {
    if (row.id === null) list = years;
    else rows.push(row as ClaimantPaymentRow);
  }
  return { rows, years: list === null ? [] : list.split(',').map(Number) };
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
