import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.js';
import { PreparingClient } from './postgres-prepared.js';
import type { Database } from './schema.js';
import { statementSpans } from './statement-spans.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
  /** PostgreSQL's pool: connections in use, idle, and calls waiting for one (issue 33's metrics). */
  poolUsage?: () => { used: number; idle: number; waiting: number };
}

export interface PostgresOptions {
  /** Extra pg Pool settings (tests use `options: '-c search_path=...'`). */
  pool?: Omit<pg.PoolConfig, 'connectionString' | 'types'>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** True when the url names a PostgreSQL server rather than an embedded SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the database named by `url`: `postgres://` / `postgresql://` -> PostgreSQL through a pg Pool;
 * anything else is a SQLite file path (optionally prefixed `sqlite:`), or `:memory:`.
 */
export async function createDatabase(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  return isPostgresUrl(url) ? createPostgres(url, options) : createSqlite(url);
}

/** Path of the SQLite file a url names (`sqlite:` prefix and `sqlite://` form accepted). */
export function sqlitePathFromUrl(url: string): string {
  const stripped = url.replace(/^sqlite:(\/\/)?/i, '');
  if (stripped === '') throw new Error('DATABASE_URL names no SQLite file');
  return stripped;
}

function createSqlite(url: string): DatabaseHandle {
  const path = sqlitePathFromUrl(url);
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(inMemory ? ':memory:' : resolve(path));
  // WAL lets readers proceed while a write is in flight; foreign keys are off by default in SQLite.
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: statementSpans('sqlite'),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; the app sends a few dozen shapes (IN lists add some). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which costs more server CPU than running the
 * small indexed queries of a page (issue 15, measured 13-27 µs a statement against 10 µs for a first
 * page's ids). A statement is reused only by the one connection Kysely holds under its mutex, so no
 * two runs of a statement overlap, a streamed one included; SQLite re-prepares a cached statement
 * itself after a schema change. Least recently used texts are dropped past STATEMENT_CACHE_SIZE.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

function createPostgres(url: string, options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    max: 10,
    ...options.pool,
    // Parameterised statements are prepared once per connection (postgres-prepared.ts).
    Client: PreparingClient,
    connectionString: url,
    // count(*) and sums come back as int8/numeric; our values fit comfortably in a JS number.
    // A per-pool parser keeps pg's global defaults untouched.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({ pool }),
    log: statementSpans('postgresql'),
  });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolUsage: () => ({
      used: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
