import { Migrator, NO_MIGRATIONS, sql, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { migrationProvider } from './migrations/index.js';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * On PostgreSQL the migrator's own tables are pinned to the connection's current schema. Without
 * that, Kysely looks for them in every schema, finds another schema's copy (tests run one schema
 * each, side by side) and then fails to lock a table that search_path cannot see.
 */
async function createMigrator(handle: DatabaseHandle): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db);
    const schema = result.rows[0]?.schema;
    if (!schema) throw new MigrationError('PostgreSQL has no current schema: check search_path');
    migrationTableSchema = schema;
  }
  return new Migrator({ db: handle.db, provider: migrationProvider, migrationTableSchema });
}

function check(outcome: MigrationResultSet, action: string): string[] {
  const results = outcome.results ?? [];
  if (outcome.error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    const cause = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const which = failed ? `migration ${failed.migrationName}` : 'the migrator';
    throw new MigrationError(`Database ${action} failed in ${which}: ${cause}`, { cause: outcome.error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to the newest migration; returns the names applied now (empty if none). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return check(await (await createMigrator(handle)).migrateToLatest(), 'migration');
}

/** Undoes every migration (tests and `down` checks); returns the names rolled back. */
export async function migrateDownToEmpty(handle: DatabaseHandle): Promise<string[]> {
  return check(await (await createMigrator(handle)).migrateTo(NO_MIGRATIONS), 'rollback');
}

/** Names of the migrations already applied to this database. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const all = await (await createMigrator(handle)).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
