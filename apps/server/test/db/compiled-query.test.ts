import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, createDatabase } from '../../src/db/connect.js';
import { compiledQuery, compiledQueryByShape } from '../../src/db/compiled-query.js';
import { statementNameOf } from '../../src/db/postgres-prepared.js';
import { createTestDatabase, defaultTestDatabaseUrl, testDialect } from '../support/test-database.js';

describe('compiledQuery (issue 15)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('claims')
      .values([
        { id: 'c1', number: '90/00001', accident_date: '2025-01-10', location: null, created_at: 'x' },
        { id: 'c2', number: '90/00002', accident_date: '2025-02-11', location: 'Geelong', created_at: 'x' },
      ])
      .execute();
  });
  afterAll(async () => {
    await handle.destroy();
  });

  it('builds a statement once and runs it with each call’s own values', async () => {
    let builds = 0;
    const claimByNumber = compiledQuery((db, number: string) => {
      builds += 1;
      return db.selectFrom('claims').select(['id', 'location']).where('number', '=', number);
    });
    expect(await claimByNumber(handle.db, '90/00001')).toEqual([{ id: 'c1', location: null }]);
    expect(await claimByNumber(handle.db, '90/00002')).toEqual([{ id: 'c2', location: 'Geelong' }]);
    expect(await claimByNumber(handle.db, "90/00001' or '1'='1")).toEqual([]);
    expect(builds).toBe(1);
  });

  it('keeps the builder’s own constants and places every value, a limit included', async () => {
    const claimsAfter = compiledQuery((db, number: string, limit: number) =>
      db
        .selectFrom('claims')
        .select('id')
        .where('number', '>=', number)
        .where('accident_date', '!=', '1900-01-01')
        .orderBy('number')
        .limit(limit),
    );
    expect(await claimsAfter(handle.db, '90/00000', 1)).toEqual([{ id: 'c1' }]);
    expect(await claimsAfter(handle.db, '90/00000', 5)).toEqual([{ id: 'c1' }, { id: 'c2' }]);
    expect(await claimsAfter(handle.db, '90/00002', 5)).toEqual([{ id: 'c2' }]);
  });

  it('refuses a builder that puts a value anywhere but in a parameter', async () => {
    const spliced = compiledQuery((db, number: string) =>
      db
        .selectFrom('claims')
        .select('id')
        .where(sql.raw<SqlBool>(`number = '${String(number)}'`)),
    );
    await expect(spliced(handle.db, '90/00001')).rejects.toThrow(/value 0 is not a parameter/);
  });
});

describe('compiledQueryByShape (issue 15)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('claims')
      .values([
        { id: 'c1', number: '91/00001', accident_date: '2025-01-10', location: null, created_at: 'x' },
        { id: 'c2', number: '91/00002', accident_date: '2025-02-11', location: 'Geelong', created_at: 'x' },
        { id: 'c3', number: '91/00003', accident_date: '2025-03-12', location: 'Ballarat', created_at: 'x' },
      ])
      .execute();
  });
  afterAll(async () => {
    await handle.destroy();
  });

  interface Filters {
    after: string | null;
    numbers: readonly string[] | null;
  }

  it('builds one statement per shape and runs each with the call’s own values', async () => {
    const shapes: Filters[] = [];
    const claims = compiledQueryByShape((db, [prefix]: readonly [string], filters: Filters) => {
      shapes.push(filters);
      let query = db.selectFrom('claims').select('id').where('number', 'like', prefix).orderBy('id');
      if (filters.after !== null) query = query.where('accident_date', '>', filters.after);
      if (filters.numbers !== null) query = query.where('number', 'in', [...filters.numbers]);
      return query;
    });
    const ids = async (filters: Filters) => (await claims(handle.db, ['91/%'], filters)).map((row) => row.id);

    expect(await ids({ after: null, numbers: null })).toEqual(['c1', 'c2', 'c3']);
    expect(await ids({ after: '2025-02-01', numbers: null })).toEqual(['c2', 'c3']);
    expect(await ids({ after: '2025-03-01', numbers: null })).toEqual(['c3']);
    expect(await ids({ after: null, numbers: ['91/00001'] })).toEqual(['c1']);
    expect(await ids({ after: null, numbers: ['91/00003'] })).toEqual(['c3']);
    expect(await ids({ after: null, numbers: ['91/00001', '91/00002'] })).toEqual(['c1', 'c2']);
    expect(await ids({ after: '2025-02-01', numbers: ['91/00001', '91/00002'] })).toEqual(['c2']);
    expect(await ids({ after: null, numbers: ["91/00001') or ('1'='1"] })).toEqual([]);
    expect(await claims(handle.db, ['90/%'], { after: null, numbers: null })).toEqual([]);
    // Shapes: none, after, one number, two numbers, after and two numbers; each built once.
    expect(shapes).toHaveLength(5);
    // The builder never saw a call's value, only stand-ins for those present.
    for (const filters of shapes) {
      expect(filters.after === null || typeof filters.after === 'object').toBe(true);
      for (const number of filters.numbers ?? []) expect(typeof number).toBe('object');
    }
  });
});

describe('prepared statement names on PostgreSQL', () => {
  it('names a SQL text by its hash: the same text the same name, another text another', () => {
    const text = 'select * from sessions where token_hash = $1';
    expect(statementNameOf(text)).toBe(statementNameOf(`${text}`));
    expect(statementNameOf(text)).not.toBe(statementNameOf(`${text} `));
    expect(statementNameOf(text)).toMatch(/^k[\w-]{24}$/);
  });

  it('answers each call’s values, on PostgreSQL through one statement prepared on the connection', async () => {
    // One connection on PostgreSQL, so the statements listed are those the calls ran on.
    const handle =
      testDialect() === 'postgres'
        ? await createDatabase(process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl, { pool: { max: 1 } })
        : await createTestDatabase({ migrate: false });
    try {
      const text = 'select cast($1 as integer) + 1 as n';
      const next = async (value: number) =>
        (await sql<{ n: number }>`select cast(${value} as integer) + 1 as n`.execute(handle.db)).rows[0]?.n;
      expect(await next(1)).toBe(2);
      expect(await next(41)).toBe(42);
      if (handle.dialect === 'postgres') {
        const { rows } = await sql<{ name: string; statement: string }>`select name, statement
          from pg_prepared_statements where name like ${'k%'}`.execute(handle.db);
        expect(rows.filter((row) => row.statement === text)).toEqual([
          { name: statementNameOf(text), statement: text },
        ]);
      }
    } finally {
      await handle.destroy();
    }
  });
});
