import type { Insertable, Kysely } from 'kysely';
import type { Database, StoredFileTable } from '../../db/schema.js';
import { claimStillLinked } from '../inbox/index.js';
import { type StoredFileOwner, type WrittenFile, storedFileRow } from './stored-file-row.js';

/** stored_files rows (schema.ts): metadata of files whose bytes live in app.storage. */

export async function insertStoredFile(
  db: Kysely<Database>,
  row: Insertable<StoredFileTable>,
): Promise<void> {
  await db.insertInto('stored_files').values(row).execute();
}

/** A claimant's upload waiting for its draft or open form (the row from stored-file-row.ts). */
export async function recordPendingUpload(
  db: Kysely<Database>,
  file: WrittenFile,
  owner: Omit<StoredFileOwner, 'status'>,
): Promise<void> {
  await insertStoredFile(db, storedFileRow(file, { ...owner, status: 'pending' }));
}

export async function insertStoredFiles(
  db: Kysely<Database>,
  rows: readonly Insertable<StoredFileTable>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('stored_files')
      .values([...rows])
      .execute();
}

/**
 * Marks the given pending files attached to what was just sent; answers the ids that were still pending
 * (a file the upload sweep discarded meanwhile stays discarded and is left out).
 */
export async function attachPendingFiles(
  db: Kysely<Database>,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const updated = await db
    .updateTable('stored_files')
    .set({ status: 'attached' })
    .where('id', 'in', [...fileIds])
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return updated.map((row) => row.id);
}

/** Marks the given pending files discarded (their bytes are deleted after the commit). */
export async function discardPendingFiles(db: Kysely<Database>, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .updateTable('stored_files')
    .set({ status: 'discarded' })
    .where('id', 'in', [...fileIds])
    .where('status', '=', 'pending')
    .execute();
}

/** Marks the given files discarded whatever their state (the provider replaced what they belong to). */
export async function discardFiles(db: Kysely<Database>, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .updateTable('stored_files')
    .set({ status: 'discarded' })
    .where('id', 'in', [...fileIds])
    .execute();
}

/** A file the claimant uploaded that is still waiting for its form (the only kind they may discard). */
export async function findPendingOwnFile(db: Kysely<Database>, claimantId: string, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'purpose', 'form_id'])
    .where('id', '=', fileId)
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** How many files the claimant has waiting for their form, and their bytes (issue 29 item 6). */
export async function pendingUploadTotals(
  db: Kysely<Database>,
  claimantId: string,
): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('size_bytes'), eb.lit(0)).as('bytes'),
    ])
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/** Marks a pending file discarded; false when it was no longer pending (submitted or discarded meanwhile). */
export async function markFileDiscarded(db: Kysely<Database>, fileId: string): Promise<boolean> {
  const result = await db
    .updateTable('stored_files')
    .set({ status: 'discarded' })
    .where('id', '=', fileId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who asks for a file: the claimant and the claim their session has selected (null: none yet). */
export interface FileReader {
  claimantId: string;
  selectedClaimId: string | null;
}

/**
 * A file the claimant may read (getfilecontent), on the selected claim only: an inbox attachment of a
 * message of the selected claim, the remittance of a payment made on it or a letter of an event on its
 * timeline (issue 32), while that claim is still linked to them, or a file they uploaded
 * themselves (not discarded) that belongs to no claim or to the selected, still linked claim. Without
 * a selected claim only their claim-less uploads qualify. Anything else reads as absent (never reveal
 * existence).
 */
export async function findReadableFile(db: Kysely<Database>, reader: FileReader, fileId: string) {
  const { claimantId, selectedClaimId } = reader;
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'filename', 'mime_type'])
    .where('id', '=', fileId)
    .where('status', '!=', 'discarded')
    .where((eb) => {
      const ownWithoutClaim = eb.and([eb('claimant_id', '=', claimantId), eb('claim_id', 'is', null)]);
      if (selectedClaimId === null) return ownWithoutClaim;
      // As the inbox: a session keeps its selection after the provider unlinks a claim.
      const selectedStillLinked = claimStillLinked({ claimantId, claimId: selectedClaimId });
      return eb.or([
        ownWithoutClaim,
        eb.and([
          selectedStillLinked,
          eb.or([
            eb.and([eb('claimant_id', '=', claimantId), eb('claim_id', '=', selectedClaimId)]),
            eb(
              'id',
              'in',
              eb
                .selectFrom('inbox_attachments')
                .innerJoin('inbox_messages', 'inbox_messages.id', 'inbox_attachments.message_id')
                .select('inbox_attachments.file_id')
                .where('inbox_messages.claim_id', '=', selectedClaimId),
            ),
            // Issue 32: the remittance advice of a payment made on the selected claim.
            eb(
              'id',
              'in',
              eb
                .selectFrom('payments')
                .select('payments.remittance_file_id')
                .where('payments.claim_id', '=', selectedClaimId)
                .where('payments.status', '=', 'paid')
                .where('payments.remittance_file_id', 'is not', null),
            ),
            // Issue 32: a letter attached to an event on the selected claim's timeline.
            eb(
              'id',
              'in',
              eb
                .selectFrom('claim_event_attachments')
                .innerJoin('claim_events', 'claim_events.id', 'claim_event_attachments.event_id')
                .select('claim_event_attachments.file_id')
                .where('claim_events.claim_id', '=', selectedClaimId),
            ),
          ]),
        ]),
      ]);
    })
    .executeTakeFirst();
}
