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

/**
 * stored_files.purpose of files uploaded to a draft (claimant-submissions): kept while their draft
 * exists, however old; swept like the others once the draft is gone (discarded or submitted without
 * them) and they are still pending.
 */
export const DRAFT_FILE_PURPOSES = ['documents', 'receipts'] as const;

/** Rows handled per query, so a large backlog never loads at once. */
const BATCH_SIZE = 200;

/**
 * How long bytes without a row, or an unfinished write, must have lain untouched before the sweep
 * removes them. An upload stores its bytes and records its row seconds apart, and a write in progress
 * touches its file with every chunk, so an hour never catches one that is still going on.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

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
  /** Stored bytes no stored_files row names, older than ORPHAN_MIN_AGE_MS (a crash before recording). */
  orphanedBytesRemoved: number;
  /** Leftovers of writes that never finished (`.partial` files of a crash mid-upload). */
  unfinishedWritesRemoved: number;
  /** Files whose bytes could not be deleted this time (the next sweep tries again). */
  failed: number;
}

/**
 * Sweeps abandoned claimant uploads (a change request never submitted): each pending upload older than
 * the limit is marked 'discarded' — the row stays for the audit trail — and its bytes are deleted; the
 * bytes of discarded files that are still stored are deleted too. A file of a submission
 * (submission_files) or of an inbox message is never touched, whatever its status. Ends with one
 * audit entry of counts (actor 'system'). A deletion that fails leaves the row discarded and is
 * retried by the next sweep, as leftover bytes. It also removes, once untouched for an hour, bytes
 * no row names and the `.partial` leftovers of writes a crash cut short (issue 10 item 4).
 */
export async function sweepUploads(
  deps: UploadSweepDeps,
  options: UploadSweepOptions,
): Promise<UploadSweepResult> {
  const leftover = await removeLeftoverBytes(deps);
  const abandoned = await sweepAbandoned(deps, options);
  const untouchedSince = new Date(options.now.getTime() - ORPHAN_MIN_AGE_MS);
  const orphaned = await removeOrphanedBytes(deps, untouchedSince);
  const unfinished = await deps.storage.removeUnfinishedWrites(untouchedSince);
  const result: UploadSweepResult = {
    swept: abandoned.swept,
    leftoverBytesRemoved: leftover.removed,
    orphanedBytesRemoved: orphaned.removed,
    unfinishedWritesRemoved: unfinished.removed,
    failed: leftover.failed + abandoned.failed + orphaned.failed + unfinished.failed,
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

/**
 * Claimant uploads that no submission and no inbox message refers to, after the id `after`. Draft
 * files count only once their draft is gone, unless `anyDraftFile` (bytes of a discarded file are
 * never needed, whether or not its draft is still open).
 */
function candidates(db: Kysely<Database>, after: string, anyDraftFile = false) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key'])
    .where((eb) =>
      eb.or([
        ...(anyDraftFile ? [eb('purpose', 'in', [...DRAFT_FILE_PURPOSES])] : []),
        eb('purpose', 'in', [...SWEPT_UPLOAD_PURPOSES]),
        eb.and([
          eb('purpose', 'in', [...DRAFT_FILE_PURPOSES]),
          // A draft's file whose draft is gone; one recorded without a draft is left alone.
          eb('form_id', 'is not', null),
          eb.not(
            eb.exists(
              eb.selectFrom('drafts').select('drafts.id').whereRef('drafts.id', '=', 'stored_files.form_id'),
            ),
          ),
        ]),
      ]),
    )
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
    const batch = await candidates(deps.db, after, true).where('status', '=', 'discarded').execute();
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

/**
 * Bytes in storage that no stored_files row names and nobody has written for ORPHAN_MIN_AGE_MS: an
 * upload or attachment stored and then never recorded because the process stopped in between
 * (receive-upload.ts records only after the whole request is accepted). Every file the portal keeps
 * has a row (uploads, the provider's attachments, the demo seed), so such bytes belong to nothing.
 */
async function removeOrphanedBytes(
  deps: UploadSweepDeps,
  untouchedSince: Date,
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  const check = async (keys: string[]) => {
    const named = await deps.db
      .selectFrom('stored_files')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .execute();
    const known = new Set(named.map((row) => row.storage_key));
    for (const key of keys) {
      if (known.has(key)) continue;
      const outcome = await deleteBytes(deps.storage, key);
      if (outcome === 'removed') removed += 1;
      if (outcome === 'failed') failed += 1;
    }
  };
  let batch: string[] = [];
  for await (const key of deps.storage.keysWrittenBefore(untouchedSince)) {
    batch.push(key);
    if (batch.length === BATCH_SIZE) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
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
