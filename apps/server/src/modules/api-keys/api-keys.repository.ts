import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../../db/schema.js';

export type ApiKeyRow = Row<'provider_api_keys'>;

export async function insertApiKey(db: Kysely<Database>, row: NewRow<'provider_api_keys'>): Promise<void> {
  await db.insertInto('provider_api_keys').values(row).execute();
}

export async function findApiKeyByHash(
  db: Kysely<Database>,
  keyHash: string,
): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('provider_api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export async function findApiKeyById(db: Kysely<Database>, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('provider_api_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findActiveApiKeysByName(db: Kysely<Database>, name: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('provider_api_keys')
    .selectAll()
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function listApiKeyRows(db: Kysely<Database>): Promise<ApiKeyRow[]> {
  return db.selectFrom('provider_api_keys').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function markApiKeyRevoked(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db
    .updateTable('provider_api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function touchApiKey(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('provider_api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
