import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Forms that travel in steps with a form id (part 1 §4 personal details, part 2 §4 contact us): the
 * first call opens a submission and answers its id, files are uploaded with that FormId, and a last
 * call submits it. The submission row is the form while it is open; its kind and its files' purpose
 * keep one kind's ids from reaching another's calls.
 */

/** The claimant's form of this kind with this id, whatever its status (undefined: unknown or not theirs). */
export async function findOwnForm(db: Kysely<Database>, claimantId: string, formId: string, kind: string) {
  return db
    .selectFrom('submissions')
    .selectAll()
    .where('id', '=', formId)
    .where('claimant_id', '=', claimantId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The claimant's forms of any kind still open that were opened at or after `since` (issue 29 item 6). */
export async function countOpenFormsSince(
  db: Kysely<Database>,
  claimantId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'open')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateOpenFormData(db: Kysely<Database>, id: string, data: string): Promise<void> {
  await db
    .updateTable('submissions')
    .set({ data })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Marks an open form submitted; false when it was no longer open (a concurrent submit won). */
export async function markSubmitted(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set({ status: 'submitted', submitted_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function pendingFilesOfForm(
  db: Kysely<Database>,
  claimantId: string,
  formId: string,
  purpose: string,
) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'filename', 'sha256'])
    .where('claimant_id', '=', claimantId)
    .where('form_id', '=', formId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The claim a form without a selected claim is filed under: the claimant's first by number. */
export async function firstClaimIdOf(db: Kysely<Database>, claimantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('claimant_claims')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select('claims.id')
    .where('claimant_claims.claimant_id', '=', claimantId)
    .orderBy('claims.number')
    .executeTakeFirst();
  return row?.id ?? null;
}
