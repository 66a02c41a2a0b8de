import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import {
  STATEMENT_CACHE_SIZE,
  createDatabase,
  isPostgresUrl,
  sqlitePathFromUrl,
  withStatementCache,
} from '../../src/db/connect.js';
import { createTestDatabase } from '../support/test-database.js';

describe('createDatabase', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('tells PostgreSQL urls from SQLite paths', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('./data/portal.sqlite')).toBe(false);
    expect(sqlitePathFromUrl('sqlite:./data/portal.sqlite')).toBe('./data/portal.sqlite');
    expect(sqlitePathFromUrl('sqlite://data/portal.sqlite')).toBe('data/portal.sqlite');
    expect(sqlitePathFromUrl(':memory:')).toBe(':memory:');
  });

  it('creates a missing folder for a SQLite file and opens it in WAL mode with foreign keys on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-connect-'));
    folders.push(folder);
    const file = join(folder, 'nested', 'deeper', 'portal.sqlite');
    const handle = await createDatabase(`sqlite:${file}`);
    try {
      expect(handle.dialect).toBe('sqlite');
      expect(existsSync(file)).toBe(true);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await handle.destroy();
    }
  });

  it('opens an in-memory SQLite database', async () => {
    const handle = await createDatabase(':memory:');
    try {
      const result = await sql<{ n: number }>`select 2 as n`.execute(handle.db);
      expect(result.rows[0]?.n).toBe(2);
    } finally {
      await handle.destroy();
    }
  });
});

describe('withStatementCache', () => {
  it('prepares a SQL text once, keeps the recently used ones, and still sees schema changes', () => {
    const sqlite = new SqliteDatabase(':memory:');
    try {
      const cached = withStatementCache(sqlite);
      const first = cached.prepare('select 1 as n');
      expect(cached.prepare('select 1 as n')).toBe(first);
      for (let i = 0; i < STATEMENT_CACHE_SIZE; i++) cached.prepare(`select ${i + 2} as n`);
      // Pushed out by as many newer texts: prepared again.
      expect(cached.prepare('select 1 as n')).not.toBe(first);

      sqlite.exec('create table t (a integer)');
      const read = cached.prepare('select * from t');
      sqlite.exec('alter table t add column b integer');
      sqlite.exec('insert into t values (1, 2)');
      expect(read.all([])).toEqual([{ a: 1, b: 2 }]);
    } finally {
      sqlite.close();
    }
  });
});

describe('createTestDatabase', () => {
  const saved = { db: process.env.TEST_DB, url: process.env.TEST_DATABASE_URL };
  afterEach(() => {
    process.env.TEST_DB = saved.db;
    if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved.url;
  });

  it('fails loudly instead of skipping when PostgreSQL is asked for but unreachable', async () => {
    process.env.TEST_DB = 'postgres';
    process.env.TEST_DATABASE_URL = 'postgres://postgres:secret@127.0.0.1:1/test';
    const attempt = createTestDatabase();
    await expect(attempt).rejects.toThrow(
      /TEST_DB=postgres but PostgreSQL at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test is unreachable/,
    );
  });

  it('gives each call its own database', async () => {
    const first = await createTestDatabase();
    let second: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    try {
      second = await createTestDatabase();
      await first.db
        .insertInto('maintenance_messages')
        .values({
          id: 'm1',
          message: 'Down at 9pm',
          starts_at: null,
          ends_at: null,
          created_at: '2026-11-21T00:00:00.000Z',
        })
        .execute();
      expect(await second.db.selectFrom('maintenance_messages').selectAll().execute()).toEqual([]);
    } finally {
      await first.destroy();
      await second?.destroy();
    }
  });
});
