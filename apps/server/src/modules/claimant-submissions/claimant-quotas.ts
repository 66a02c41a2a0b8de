import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { ClaimantQuotas, Config } from '../../config.js';
import type { Database, SubmissionTable } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { pendingUploadTotals } from '../files/index.js';
import { countOpenFormsSince } from './open-forms.repository.js';
import { insertSubmission } from './submission-records.repository.js';

/**
 * Issue 29 item 6: one session left 219 uploads (272 MB) waiting and opened 2 993 enquiries in a
 * minute. Each claimant may keep at most `pendingUploads` files (and `pendingUploadBytes`) waiting for
 * their form, and open at most `openForms` forms (enquiries, personal-details requests) without sending
 * them within the pending-upload window; the next one is refused and nothing already there changes.
 * Documents and reimbursement drafts need no count: there is one per claimant, claim and kind (ADR 0001).
 *
 * The count and the insert it allows are one transaction that first takes the claimant's quota lock,
 * so parallel calls reach the cap exactly and never pass it:
 * - PostgreSQL: a transaction-level advisory lock keyed by the claimant, so two servers wait for each
 *   other too, and nothing but these quota checks waits for it;
 * - SQLite: Kysely runs a transaction on its one connection, holding it (and so every other statement
 *   of this process) until the transaction ends, which is lock enough.
 */

/** First half of the advisory lock key: "claimant quotas" among the portal's advisory locks. */
const CLAIMANT_QUOTA_LOCK_CLASS = 0x71756f74; // 'quot'

async function lockClaimantQuotas(trx: Kysely<Database>, claimantId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${CLAIMANT_QUOTA_LOCK_CLASS}::int4, hashtext(${claimantId}))`.execute(
    trx,
  );
}

async function refuseBeyondUploadQuota(
  db: Kysely<Database>,
  claimantId: string,
  quotas: ClaimantQuotas,
  addingBytes: number,
): Promise<void> {
  const waiting = await pendingUploadTotals(db, claimantId);
  if (waiting.count + 1 > quotas.pendingUploads) throw new AppError('pendingUploadsLimit');
  if (waiting.bytes + addingBytes > quotas.pendingUploadBytes) throw new AppError('pendingUploadBytesLimit');
}

/**
 * Refuses an upload before a byte of it is stored when the claimant has no room left at all (a quick
 * read, not a guarantee: recordWithinUploadQuota decides once the file's size is known).
 */
export async function refuseUploadWithoutRoom(
  db: Kysely<Database>,
  claimantId: string,
  quotas: ClaimantQuotas,
): Promise<void> {
  await refuseBeyondUploadQuota(db, claimantId, quotas, 1);
}

/**
 * Runs `record` (the upload's row and audit entry) in one transaction with the quota check, after the
 * claimant's quota lock: the file of `sizeBytes` is recorded only if it keeps the claimant within both
 * pending-upload limits.
 */
export async function recordWithinUploadQuota<T>(
  db: Kysely<Database>,
  claimantId: string,
  quotas: ClaimantQuotas,
  sizeBytes: number,
  record: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockClaimantQuotas(trx, claimantId);
    await refuseBeyondUploadQuota(trx, claimantId, quotas, sizeBytes);
    return record(trx);
  });
}

export interface OpenFormQuota {
  openForms: number;
  /** An open form older than this no longer counts: it was abandoned (PENDING_UPLOAD_HOURS). */
  windowHours: number;
}

export function openFormQuotaOf(
  config: Pick<Config, 'claimantQuotas' | 'pendingUploadHours'>,
): OpenFormQuota {
  return { openForms: config.claimantQuotas.openForms, windowHours: config.pendingUploadHours };
}

/** Opens a form (a submission row with status open) unless the claimant already has the most allowed. */
export async function insertOpenFormWithinQuota(
  db: Kysely<Database>,
  row: Insertable<SubmissionTable> & { claimant_id: string },
  quota: OpenFormQuota,
  now: Date,
): Promise<void> {
  const since = toTimestamp(new Date(now.getTime() - quota.windowHours * 3_600_000));
  await db.transaction().execute(async (trx) => {
    await lockClaimantQuotas(trx, row.claimant_id);
    if ((await countOpenFormsSince(trx, row.claimant_id, since)) >= quota.openForms) {
      throw new AppError('openFormsLimit');
    }
    await insertSubmission(trx, row);
  });
}
