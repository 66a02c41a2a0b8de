/** PostgreSQL's SQLSTATE for a unique (or primary key) index refusing a row. */
const PG_UNIQUE_VIOLATION = '23505';
/** better-sqlite3's extended result codes for the same refusal. */
const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * True when a query failed because a unique index (or primary key) already holds the value, on either
 * database: pg's `DatabaseError` carries the SQLSTATE in `code`, better-sqlite3's `SqliteError` its
 * extended result code. Anything else (not null, foreign key, a lost connection) is not.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === PG_UNIQUE_VIOLATION || (typeof code === 'string' && SQLITE_UNIQUE_CODES.has(code));
}
