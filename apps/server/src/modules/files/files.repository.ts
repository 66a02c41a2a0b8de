import type { Insertable, Kysely } from 'kysely';
import type { Database, StoredFileTable } from '../../db/schema.js';

/** stored_files rows (schema.ts): metadata of files whose bytes live in app.storage. */

export async function insertStoredFile(
  db: Kysely<Database>,
  row: Insertable<StoredFileTable>,
): Promise<void> {
  await db.insertInto('stored_files').values(row).execute();
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

export async function markFileDiscarded(db: Kysely<Database>, fileId: string): Promise<void> {
  await db.updateTable('stored_files').set({ status: 'discarded' }).where('id', '=', fileId).execute();
}

/**
 * A file the claimant may read: one they uploaded (not discarded), or one attached to an inbox
 * message of a claim linked to them. Anything else reads as absent (never reveal existence).
 */
export async function findReadableFile(db: Kysely<Database>, claimantId: string, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'filename', 'mime_type'])
    .where('id', '=', fileId)
    .where('status', '!=', 'discarded')
    .where((eb) =>
      eb.or([
        eb('claimant_id', '=', claimantId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('inbox_attachments')
            .innerJoin('inbox_messages', 'inbox_messages.id', 'inbox_attachments.message_id')
            .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'inbox_messages.claim_id')
            .select('inbox_attachments.file_id')
            .where('claimant_claims.claimant_id', '=', claimantId),
        ),
      ]),
    )
    .executeTakeFirst();
}
