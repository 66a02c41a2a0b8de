import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { appliedMigrations, migrateDownToEmpty, migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { createTestDatabase } from '../support/test-database.js';

const modelTables = [
  'claimants',
  'claims',
  'claimant_claims',
  'accounts',
  'sessions',
  'devices',
  'access_codes',
  'inbox_messages',
  'inbox_counts',
  'inbox_attachments',
  'stored_files',
  'drafts',
  'submissions',
  'submission_files',
  'sent_items',
  'sent_item_counts',
  'survey_questions',
  'survey_forms',
  'survey_answers',
  'services',
  'content_items',
  'maintenance_messages',
  'dropdown_items',
  'bsb_directory',
  'addresses',
  'address_tokens',
  'audit_log',
  'provider_api_keys',
  'outbox_messages',
  'rate_limits',
  'password_resets',
  'access_code_misses',
  'access_code_lockouts',
  'delivery_queue',
  'tasks',
  'payments',
  'payment_years',
  'claim_events',
  'claim_event_attachments',
].sort();

/**
 * SQLite's search indexes (migration 0008): per list a key table and an FTS5 table with its shadow
 * tables, and its vocabulary (0010). PostgreSQL indexes the search text of the list's own table instead.
 */
const sqliteSearchTables = ['inbox_message_search_keys', 'sent_item_search_keys'].concat(
  ['inbox_messages_fts', 'sent_items_fts'].flatMap((fts) =>
    ['', '_config', '_data', '_docsize', '_idx', '_vocabulary'].map((suffix) => fts + suffix),
  ),
);

function expectedTables(handle: DatabaseHandle): string[] {
  return handle.dialect === 'sqlite' ? [...modelTables, ...sqliteSearchTables].sort() : modelTables;
}

/** Tables of this test's own database (on PostgreSQL other tests' schemas exist side by side). */
async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  let schema: string | undefined;
  if (handle.dialect === 'postgres') {
    const result = await sql<{ name: string }>`select current_schema() as name`.execute(handle.db);
    schema = result.rows[0]?.name;
  }
  return tables
    .filter((t) => schema === undefined || t.schema === schema)
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe('migrations', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  it('create every table of the data model on an empty database', async () => {
    handle = await createTestDatabase({ migrate: false });
    const applied = await migrateToLatest(handle);
    expect(applied).toEqual(Object.keys(migrations));
    expect(await tableNames(handle)).toEqual(expectedTables(handle));
  });

  it('apply nothing a second time', async () => {
    handle = await createTestDatabase();
    expect(await migrateToLatest(handle)).toEqual([]);
    expect(await appliedMigrations(handle)).toEqual(Object.keys(migrations));
  });

  it('roll back to an empty schema and apply again', async () => {
    handle = await createTestDatabase();
    const rolledBack = await migrateDownToEmpty(handle);
    expect(rolledBack).toEqual(Object.keys(migrations).reverse());
    expect(await tableNames(handle)).toEqual([]);
    await migrateToLatest(handle);
    expect(await tableNames(handle)).toEqual(expectedTables(handle));
  });

  it('are named by timestamp so they run in the order they were written', () => {
    const names = Object.keys(migrations);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-[a-z0-9-]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it('turn on foreign keys so a claim link cannot point at a missing claimant', async () => {
    handle = await createTestDatabase();
    const insert = handle.db
      .insertInto('claimant_claims')
      .values({ claimant_id: 'nobody', claim_id: 'nothing' })
      .execute();
    await expect(insert).rejects.toThrow();
  });

  it('answer a plain query through the handle', async () => {
    handle = await createTestDatabase();
    const result = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(result.rows[0]?.one).toBe(1);
  });
});
