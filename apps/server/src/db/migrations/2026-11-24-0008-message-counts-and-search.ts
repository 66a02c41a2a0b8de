import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * The messaging hot paths (issue 15, ADR 0018):
 *
 * - Counters kept by the database itself: `inbox_counts` (messages and unread messages per claim) and
 *   `sent_item_counts` (sent items per claimant and claim). Triggers change them in the same statement
 *   as the insert, delete or update of a message or sent item, so every writer (provider API, CLI,
 *   submissions, seed, bench fill, tests) keeps them right without knowing they exist, and they commit
 *   or roll back with it. Counters are only ever changed by `+ n` / `- n` in one upsert, which is
 *   atomic on both databases: SQLite has one writer at a time; PostgreSQL's ON CONFLICT DO UPDATE and
 *   UPDATE take the counter row's lock and add to the newest committed value.
 * - Search through the databases' own text indexes, keeping the substring semantics of migration 0005
 *   (lib/text-search.ts): on SQLite an FTS5 table with the trigram tokenizer per list (a phrase of
 *   trigrams is a substring, case-folded), on PostgreSQL a pg_trgm GIN index on the `search_text`
 *   column of 0005, which `like` uses and rechecks. SQLite rowids of tables without an INTEGER PRIMARY
 *   KEY may change on VACUUM, so the FTS rows are keyed by a key table of our own (`seq` ↔ id) rather
 *   than by the message's rowid. Subject and text are separate FTS columns, so a phrase never runs from
 *   the end of one into the next (as 0005's line break does for `like`).
 *
 * Existing rows are counted and indexed here. Frozen once landed.
 */

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function run(db: Kysely<unknown>, statements: readonly RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inbox_counts')
    .addColumn('claim_id', 'text', (c) => c.primaryKey().references('claims.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('unread', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sent_item_counts')
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sent_item_counts_pkey', ['claimant_id', 'claim_id'])
    .execute();
  await run(db, [
    sql`insert into inbox_counts (claim_id, total, unread)
        select claim_id, count(*), count(case when read_at is null then 1 end)
        from inbox_messages group by claim_id`,
    sql`insert into sent_item_counts (claimant_id, claim_id, total)
        select claimant_id, claim_id, count(*) from sent_items group by claimant_id, claim_id`,
  ]);
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

// ---- SQLite: row triggers for the counters; FTS5 trigram tables kept by triggers -------------------

/** Counts the `new` row in, creating its counter row when it is the first. */
const inboxCountIn = `insert into inbox_counts (claim_id, total, unread) values (new.claim_id, 1, new.read_at is null)
  on conflict (claim_id) do update set total = total + 1, unread = unread + excluded.unread;`;
/** Counts the `old` row out. */
const inboxCountOut = `update inbox_counts set total = total - 1, unread = unread - (old.read_at is null)
  where claim_id = old.claim_id;`;
const sentCountIn = `insert into sent_item_counts (claimant_id, claim_id, total) values (new.claimant_id, new.claim_id, 1)
  on conflict (claimant_id, claim_id) do update set total = total + 1;`;
const sentCountOut = `update sent_item_counts set total = total - 1
  where claimant_id = old.claimant_id and claim_id = old.claim_id;`;

interface SqliteSearch {
  table: 'inbox_messages' | 'sent_items';
  fts: string;
  keys: string;
  /** FTS columns and the expression each is filled from, over a row named `row` (new, old, t). */
  columns: readonly (readonly [name: string, expression: (row: string) => string])[];
  /**
   * Copied into the key table with the row's id: what a search filters and orders by, so counting and
   * ordering the matches reads the FTS index and the key table (integer keys) and never the list's own
   * rows, whose text ids would cost a second B-tree search each.
   */
  keyColumns: readonly (readonly [name: string, type: string])[];
}

const sqliteSearches: readonly SqliteSearch[] = [
  {
    table: 'inbox_messages',
    fts: 'inbox_messages_fts',
    keys: 'inbox_message_search_keys',
    columns: [
      ['subject', (row) => `${row}.subject`],
      ['body', (row) => `${row}.body`],
    ],
    keyColumns: [
      ['claim_id', 'text not null'],
      ['received_at', 'text not null'],
    ],
  },
  {
    table: 'sent_items',
    fts: 'sent_items_fts',
    keys: 'sent_item_search_keys',
    columns: [
      ['subject_main', (row) => `${row}.subject_main`],
      ['subject_other', (row) => `coalesce(${row}.subject_other, '')`],
      ['message', (row) => `${row}.message`],
    ],
    keyColumns: [
      ['claimant_id', 'text not null'],
      ['claim_id', 'text not null'],
      ['sent_at', 'text not null'],
      ['request_type', 'integer'],
    ],
  },
];

function sqliteSearchStatements(search: SqliteSearch): string[] {
  const { table, fts, keys, columns, keyColumns } = search;
  const names = columns.map(([name]) => name).join(', ');
  const keyNames = keyColumns.map(([name]) => name);
  const keyValues = (row: string) => keyNames.map((name) => `${row}.${name}`).join(', ');
  const values = (row: string) => columns.map(([, expression]) => expression(row)).join(', ');
  const seqOf = (row: 'new' | 'old') => `(select seq from ${keys} where row_id = ${row}.id)`;
  const index = (row: 'new' | 'old') =>
    `insert into ${fts} (rowid, ${names}) values (${seqOf(row)}, ${values(row)});`;
  const unindex = (row: 'new' | 'old') => `delete from ${fts} where rowid = ${seqOf(row)};`;
  return [
    `create table ${keys} (seq integer primary key, row_id text not null unique, ${keyColumns
      .map(([name, type]) => `${name} ${type}`)
      .join(', ')})`,
    // Contentless: the text stays in the table it belongs to; the index answers rowids only.
    `create virtual table ${fts} using fts5(${names}, tokenize = 'trigram', content = '', contentless_delete = 1)`,
    `insert into ${keys} (row_id, ${keyNames.join(', ')}) select id, ${keyValues(table)} from ${table}`,
    `insert into ${fts} (rowid, ${names}) select k.seq, ${values('t')} from ${table} t join ${keys} k on k.row_id = t.id`,
    `create trigger ${table}_search_insert after insert on ${table} begin
       insert into ${keys} (row_id, ${keyNames.join(', ')}) values (new.id, ${keyValues('new')});
       ${index('new')}
     end`,
    `create trigger ${table}_search_delete after delete on ${table} begin
       ${unindex('old')}
       delete from ${keys} where row_id = old.id;
     end`,
    `create trigger ${table}_search_update after update of id, ${names}, ${keyNames.join(', ')} on ${table} begin
       ${unindex('old')}
       update ${keys} set row_id = new.id, ${keyNames.map((name) => `${name} = new.${name}`).join(', ')}
         where row_id = old.id;
       ${index('new')}
     end`,
  ];
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger inbox_messages_counts_insert after insert on inbox_messages begin
       ${inboxCountIn}
     end`,
    `create trigger inbox_messages_counts_delete after delete on inbox_messages begin
       ${inboxCountOut}
     end`,
    `create trigger inbox_messages_counts_update after update of claim_id, read_at on inbox_messages begin
       ${inboxCountOut}
       ${inboxCountIn}
     end`,
    `create trigger sent_items_counts_insert after insert on sent_items begin
       ${sentCountIn}
     end`,
    `create trigger sent_items_counts_delete after delete on sent_items begin
       ${sentCountOut}
     end`,
    `create trigger sent_items_counts_update after update of claimant_id, claim_id on sent_items begin
       ${sentCountOut}
       ${sentCountIn}
     end`,
    ...sqliteSearches.flatMap(sqliteSearchStatements),
  ];
  await run(
    db,
    statements.map((statement) => sql.raw(statement)),
  );
}

// ---- PostgreSQL: statement triggers over transition tables; pg_trgm GIN indexes --------------------

/**
 * pg_trgm is a trusted extension (PostgreSQL 13+): a role that may create objects in the database may
 * install it. Installed once per database, in whichever schema it landed first; its operator class is
 * named with that schema, so side-by-side schemas (the test suite's) share one installation.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const installed = await find();
  if (installed) return installed;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    // Two migrations at once (parallel test files): the other one installed it.
    if (!(await find())) throw error;
  }
  const schema = await find();
  if (!schema) throw new Error('pg_trgm could not be installed');
  return schema;
}

const inboxCountsFunction = sql`create function inbox_counts_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into inbox_counts as c (claim_id, total, unread)
      select claim_id, count(*)::integer, (count(*) filter (where read_at is null))::integer
      from new_rows group by claim_id order by claim_id
      on conflict (claim_id) do update set total = c.total + excluded.total, unread = c.unread + excluded.unread;
  elsif tg_op = 'DELETE' then
    update inbox_counts c set total = c.total - d.total, unread = c.unread - d.unread
      from (select claim_id, count(*)::integer as total, (count(*) filter (where read_at is null))::integer as unread
            from old_rows group by claim_id) d
      where c.claim_id = d.claim_id;
  else
    insert into inbox_counts as c (claim_id, total, unread)
      select claim_id, sum(total)::integer, sum(unread)::integer from (
        select claim_id, 1 as total, case when read_at is null then 1 else 0 end as unread from new_rows
        union all
        select claim_id, -1, case when read_at is null then -1 else 0 end from old_rows
      ) d group by claim_id having sum(total) <> 0 or sum(unread) <> 0 order by claim_id
      on conflict (claim_id) do update set total = c.total + excluded.total, unread = c.unread + excluded.unread;
  end if;
  return null;
end $$`;

const sentCountsFunction = sql`create function sent_item_counts_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into sent_item_counts as c (claimant_id, claim_id, total)
      select claimant_id, claim_id, count(*)::integer from new_rows
      group by claimant_id, claim_id order by claimant_id, claim_id
      on conflict (claimant_id, claim_id) do update set total = c.total + excluded.total;
  elsif tg_op = 'DELETE' then
    update sent_item_counts c set total = c.total - d.total
      from (select claimant_id, claim_id, count(*)::integer as total from old_rows group by claimant_id, claim_id) d
      where c.claimant_id = d.claimant_id and c.claim_id = d.claim_id;
  else
    insert into sent_item_counts as c (claimant_id, claim_id, total)
      select claimant_id, claim_id, sum(total)::integer from (
        select claimant_id, claim_id, 1 as total from new_rows
        union all
        select claimant_id, claim_id, -1 from old_rows
      ) d group by claimant_id, claim_id having sum(total) <> 0 order by claimant_id, claim_id
      on conflict (claimant_id, claim_id) do update set total = c.total + excluded.total;
  end if;
  return null;
end $$`;

/** One statement trigger per operation: transition tables cannot be combined with UPDATE OF columns. */
function statementTriggers(table: string, follow: string): RawBuilder<unknown>[] {
  const t = sql.raw(table);
  const f = sql.raw(follow);
  return [
    sql`create trigger ${sql.raw(`${table}_counts_insert`)} after insert on ${t}
        referencing new table as new_rows for each statement execute function ${f}()`,
    sql`create trigger ${sql.raw(`${table}_counts_delete`)} after delete on ${t}
        referencing old table as old_rows for each statement execute function ${f}()`,
    sql`create trigger ${sql.raw(`${table}_counts_update`)} after update on ${t}
        referencing old table as old_rows new table as new_rows for each statement execute function ${f}()`,
  ];
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const opclass = sql.id(await trigramSchema(db), 'gin_trgm_ops');
  await run(db, [
    inboxCountsFunction,
    sentCountsFunction,
    ...statementTriggers('inbox_messages', 'inbox_counts_follow'),
    ...statementTriggers('sent_items', 'sent_item_counts_follow'),
    sql`create index inbox_messages_search_trgm_idx on inbox_messages using gin (search_text ${opclass})`,
    sql`create index sent_items_search_trgm_idx on sent_items using gin (search_text ${opclass})`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: other schemas of the database may use it.
    await run(db, [
      sql`drop index sent_items_search_trgm_idx`,
      sql`drop index inbox_messages_search_trgm_idx`,
      ...['inbox_messages', 'sent_items'].flatMap((table) =>
        ['insert', 'delete', 'update'].map(
          (op) => sql`drop trigger ${sql.raw(`${table}_counts_${op}`)} on ${sql.raw(table)}`,
        ),
      ),
      sql`drop function sent_item_counts_follow()`,
      sql`drop function inbox_counts_follow()`,
    ]);
  } else {
    const statements: string[] = [];
    for (const table of ['inbox_messages', 'sent_items']) {
      for (const op of ['insert', 'delete', 'update']) {
        statements.push(`drop trigger ${table}_counts_${op}`, `drop trigger ${table}_search_${op}`);
      }
    }
    for (const { fts, keys } of sqliteSearches) statements.push(`drop table ${fts}`, `drop table ${keys}`);
    await run(
      db,
      statements.map((statement) => sql.raw(statement)),
    );
  }
  await db.schema.dropTable('sent_item_counts').execute();
  await db.schema.dropTable('inbox_counts').execute();
}
