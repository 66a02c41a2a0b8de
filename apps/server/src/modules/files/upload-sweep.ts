import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordAudit } from '../audit/audit.service.js';

/**
 * stored_files.purpose of the uploads a claimant makes for a form that is submitted in a separate,
 * later call (schema.ts): personal details (part 1 §7), the contact-us enquiry and the authority form.
 * Never 'inbox' (the provider's attachments, always attached). 'documents' and 'receipts' are left
 * out on purpose: their files belong to a draft the claimant may come back to days later (part 2
 * "draft is retrieved on load"), and a draft's files go only when the draft is discarded.
 */
export const SWEPT_UPLOAD_PURPOSES = ['details', 'contact', 'authority'] as const;

/** Rows handled per query, so a large backlog never loads at once. */
const BATCH_SIZE = 200;

export interface UploadSweepDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

export interface UploadSweepOptions {
  /** PENDING_UPLOAD_HOURS: a pending upload older than this is abandoned. */
  olderThanHours: number;
  now: Date;
}

export interface UploadSweepResult {
  /** Abandoned pending uploads marked discarded (their bytes deleted). */
  swept: number;
  /** Already discarded files whose bytes were still stored (a discard whose deletion failed). */
  leftoverBytesRemoved: number;
  /** Files whose bytes could not be deleted this time (the next sweep tries again). */
  failed: number;
}

/**
 * Sweeps abandoned claimant uploads (a change request never submitted): each pending upload older than
 * the limit is marked 'discarded' — the row stays for the audit trail — and its bytes are deleted; the
 * bytes of discarded files that are still stored are deleted too. A file of a submission
 * (submission_files) or of an inbox message is never touched, whatever its status. Ends with one
 * audit entry of counts (actor 'system'). A deletion that fails leaves the row discarded and is
 * retried by the next sweep, as leftover bytes.
 */
export async function sweepUploads(
  deps: UploadSweepDeps,
  options: UploadSweepOptions,
): Promise<UploadSweepResult> {
  const leftover = await removeLeftoverBytes(deps);
  const abandoned = await sweepAbandoned(deps, options);
  const result: UploadSweepResult = {
    swept: abandoned.swept,
    leftoverBytesRemoved: leftover.removed,
    failed: leftover.failed + abandoned.failed,
  };
  await recordAudit(
    deps.db,
    {
      action: 'files.swept',
      actorKind: 'system',
      details: { ...result, olderThanHours: options.olderThanHours },
    },
    options.now,
  );
  return result;
}

/** Claimant uploads that no submission and no inbox message refers to, after the id `after`. */
function candidates(db: Kysely<Database>, after: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key'])
    .where('purpose', 'in', [...SWEPT_UPLOAD_PURPOSES])
    .where('id', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('submission_files')
            .select('submission_files.file_id')
            .whereRef('submission_files.file_id', '=', 'stored_files.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('inbox_attachments')
            .select('inbox_attachments.file_id')
            .whereRef('inbox_attachments.file_id', '=', 'stored_files.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(BATCH_SIZE);
}

async function sweepAbandoned(
  deps: UploadSweepDeps,
  options: UploadSweepOptions,
): Promise<{ swept: number; failed: number }> {
  const cutoff = toTimestamp(new Date(options.now.getTime() - options.olderThanHours * 3_600_000));
  let swept = 0;
  let failed = 0;
  let after = '';
  for (;;) {
    const batch = await candidates(deps.db, after)
      .where('status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .execute();
    for (const file of batch) {
      // Marked first, and only while still pending and in no submission: a claimant submitting at
      // this moment keeps the file (personal-details attachFiles attaches only pending files).
      const marked = await deps.db
        .updateTable('stored_files')
        .set({ status: 'discarded' })
        .where('id', '=', file.id)
        .where('status', '=', 'pending')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('submission_files')
                .select('submission_files.file_id')
                .where('submission_files.file_id', '=', file.id),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) continue;
      swept += 1;
      if ((await deleteBytes(deps.storage, file.storage_key)) === 'failed') failed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) break;
    after = last.id;
  }
  return { swept, failed };
}

/**
 * Discarded files whose bytes are still stored. The schema keeps no "bytes deleted" mark, so every
 * discarded claimant upload is asked again each sweep; a delete of nothing is one cheap call.
 */
async function removeLeftoverBytes(deps: UploadSweepDeps): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  let after = '';
  for (;;) {
    const batch = await candidates(deps.db, after).where('status', '=', 'discarded').execute();
    for (const file of batch) {
      const outcome = await deleteBytes(deps.storage, file.storage_key);
      if (outcome === 'removed') removed += 1;
      if (outcome === 'failed') failed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) break;
    after = last.id;
  }
  return { removed, failed };
}

/** A failed deletion is counted, not thrown: one unreadable file must not stop the sweep. */
async function deleteBytes(storage: FileStorage, key: string): Promise<'removed' | 'absent' | 'failed'> {
  try {
    return (await storage.delete(key)) ? 'removed' : 'absent';
  } catch {
    return 'failed';
  }
}
