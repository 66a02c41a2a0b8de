import { type CompiledQuery, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { migrationProvider } from '../../src/db/migrations/index.js';

type Db = DatabaseHandle['db'];

/**
 * A Kysely that keeps the queries it runs. The list statements are compiled once (compiled-query.ts)
 * and run with executeQuery: that is where the SQL and its values meet.
 */
export function recordingQueries(db: Db): { db: Db; seen: CompiledQuery[] } {
  const seen: CompiledQuery[] = [];
  const recorder = new Proxy(db, {
    get(object, property) {
      if (property === 'executeQuery') {
        return (query: CompiledQuery) => {
          seen.push(query);
          return object.executeQuery(query);
        };
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
  return { db: recorder, seen };
}

/** A migrator of the test's own schema (on PostgreSQL, tests' schemas sit side by side). */
export async function migratorOf(handle: DatabaseHandle): Promise<Migrator> {
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(handle.db)).rows[0]?.name
      : undefined;
  return new Migrator({ db: handle.db, provider: migrationProvider, migrationTableSchema: schema });
}
