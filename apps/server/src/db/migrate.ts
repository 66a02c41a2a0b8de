import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { migrationProvider } from './migrations/index.js';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

function createMigrator(handle: DatabaseHandle): Migrator {
  return new Migrator({ db: handle.db, provider: migrationProvider });
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
  return check(await createMigrator(handle).migrateToLatest(), 'migration');
}

/** Undoes every migration (tests and `down` checks); returns the names rolled back. */
export async function migrateDownToEmpty(handle: DatabaseHandle): Promise<string[]> {
  return check(await createMigrator(handle).migrateTo(NO_MIGRATIONS), 'rollback');
}

/** Names of the migrations already applied to this database. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const all = await createMigrator(handle).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
