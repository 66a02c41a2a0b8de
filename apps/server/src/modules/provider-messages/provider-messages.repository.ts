import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/schema.js';

/** SQL of provider messages (STYLE.md principle 5). */

/** The message the provider already sent to this claim under its own Reference (migration 0004). */
export async function findMessageIdByReference(
  db: Kysely<Database>,
  claimId: string,
  reference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('inbox_messages')
    .select('id')
    .where('claim_id', '=', claimId)
    .where('provider_reference', '=', reference)
    .executeTakeFirst();
  return row?.id;
}

export async function insertAttachments(
  db: Kysely<Database>,
  rows: readonly NewRow<'inbox_attachments'>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('inbox_attachments')
      .values([...rows])
      .execute();
}
