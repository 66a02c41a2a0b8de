import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** Which database the suite runs on: env TEST_DB, `sqlite` (default) or `postgres`. */
export function testDialect(): 'sqlite' | 'postgres' {
  const value = (process.env.TEST_DB ?? 'sqlite').toLowerCase();
  if (value === 'sqlite' || value === 'postgres') return value;
  throw new Error(`TEST_DB must be "sqlite" or "postgres", not "${value}"`);
}

export interface TestDatabaseOptions {
  /** Leave the schema empty (migration tests run them themselves). */
  migrate?: boolean;
  /**
   * PostgreSQL connections in the pool (4 unless told): 1 when a test reads what one connection
   * keeps, such as its prepared statements.
   */
  connections?: number;
}

/**
 * A fresh, migrated database for one test file or test: a temporary SQLite file, or on PostgreSQL
 * (TEST_DB=postgres) a schema with a random name in TEST_DATABASE_URL that every pooled connection
 * uses. destroy() removes it. PostgreSQL being unreachable fails the suite; it is never skipped.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = await (testDialect() === 'postgres'
    ? createPostgresTestDatabase(options.connections ?? 4)
    : createSqliteTestDatabase());
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle);
    } catch (error) {
      await handle.destroy();
      throw error;
    }
  }
  return handle;
}

async function createSqliteTestDatabase(): Promise<DatabaseHandle> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  const inner = await createDatabase(join(folder, 'portal.sqlite'));
  return {
    ...inner,
    destroy: async () => {
      await inner.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(connections: number): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
  // Random, lower-case, identifier-safe: no quoting needed in search_path or DDL.
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await installTrigramExtension(url);
  await runAdmin(url, `CREATE SCHEMA ${schema}`);
  // No parallel query workers: under load a worker could start after a neighbouring test dropped its
  // own schema and fail restoring search_path ("schema test_... does not exist", where: parallel worker).
  const inner = await createDatabase(url, {
    pool: { max: connections, options: `-c search_path=${schema} -c max_parallel_workers_per_gather=0` },
  });
  return {
    ...inner,
    destroy: async () => {
      await inner.destroy();
      await runAdmin(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

/**
 * pg_trgm (migration 0008) is installed once per database. Left to the first migration it would land in
 * that test's schema and go with it when the schema is dropped, taking every other schema's trigram
 * indexes along: so the suite installs it in public first. Parallel files may race; one wins.
 */
async function installTrigramExtension(url: string): Promise<void> {
  try {
    await runAdmin(url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  } catch (error) {
    if (!(error instanceof Error) || !/already exists|duplicate key/.test(error.message)) throw error;
  }
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DB=postgres but PostgreSQL at ${redact(url)} is unreachable: ${reason}`, {
      cause: error,
    });
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
