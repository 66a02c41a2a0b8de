import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** drafts rows (schema.ts): one per claimant, claim and kind (unique index drafts_owner_kind_key). */

export interface DraftOwner {
  claimantId: string;
  claimId: string;
}

export async function findDraft(db: Kysely<Database>, owner: DraftOwner, kind: string) {
  return db
    .selectFrom('drafts')
    .selectAll()
    .where('claimant_id', '=', owner.claimantId)
    .where('claim_id', '=', owner.claimId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Creates the draft or replaces its data, in one statement, so parallel saves (a save on every
 * change) never make two drafts; answers the row as it now stands.
 */
export async function upsertDraft(
  db: Kysely<Database>,
  owner: DraftOwner,
  kind: string,
  values: { id: string; data: string | null; at: string },
) {
  return (
    db
      .insertInto('drafts')
      .values({
        id: values.id,
        claimant_id: owner.claimantId,
        claim_id: owner.claimId,
        kind,
        data: values.data ?? '{}',
        created_at: values.at,
        updated_at: values.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['claimant_id', 'claim_id', 'kind'])
          .doUpdateSet(
            values.data === null ? { updated_at: values.at } : { data: values.data, updated_at: values.at },
          ),
      )
      // On a conflict the updated row is answered (SQLite 3.35+ and PostgreSQL), so no second read.
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

/** Deletes the draft; false when it was already gone (a parallel submit or discard won). */
export async function deleteDraft(db: Kysely<Database>, draftId: string): Promise<boolean> {
  const result = await db.deleteFrom('drafts').where('id', '=', draftId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The files uploaded to a draft and still waiting for it, oldest first. */
export async function pendingFilesOfDraft(db: Kysely<Database>, claimantId: string, draftId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'filename', 'sha256', 'storage_key', 'size_bytes', 'created_at'])
    .where('claimant_id', '=', claimantId)
    .where('form_id', '=', draftId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The dates of the claimant's drafts on a claim, by kind. */
export async function draftDates(db: Kysely<Database>, owner: DraftOwner) {
  return db
    .selectFrom('drafts')
    .select(['kind', 'updated_at'])
    .where('claimant_id', '=', owner.claimantId)
    .where('claim_id', '=', owner.claimId)
    .execute();
}
