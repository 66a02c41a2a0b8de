import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

/** SQL of username and password recovery (STYLE.md principle 5). */

export async function findAccountOfClaimant(
  db: Kysely<Database>,
  claimantId: string,
): Promise<Row<'accounts'> | undefined> {
  return db.selectFrom('accounts').selectAll().where('claimant_id', '=', claimantId).executeTakeFirst();
}

export async function findAccountById(
  db: Kysely<Database>,
  accountId: string,
): Promise<Row<'accounts'> | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, failed_sign_ins: 0, updated_at: at })
    .where('id', '=', accountId)
    .execute();
}

/** The e-mail and mobile on record for the claimant: where a password notice goes. */
export async function findClaimantContact(
  db: Kysely<Database>,
  claimantId: string,
): Promise<{ email: string | null; mobile: string | null } | undefined> {
  return db
    .selectFrom('claimants')
    .select(['email', 'mobile'])
    .where('id', '=', claimantId)
    .executeTakeFirst();
}
