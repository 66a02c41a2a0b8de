import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite's search key tables (migration 0008) keep a copy of their row's text, `search_text`, so that a
 * search can ask the FTS5 index for a few trigrams of its text and check the rows it answers against
 * the text, instead of asking for the phrase of all its trigrams (issue 15, docs/adr/0018-message-counters-and-text-search.md: the
 * phrase reads the index entries of every trigram, "the" and "her" among them, in most rows).
 *
 * The copy is each part (subject and body; both subjects and the message) as the trigram tokenizer
 * folds it for an ASCII search: U+212A KELVIN SIGN and U+017F LONG S, the only characters beyond ASCII
 * it folds to ASCII letters (k, s), are written as those letters, then SQLite's lower() (A-Z only), one
 * character for one; parts joined by a line break. lib/text-search.ts checks it only for a search of
 * printable ASCII (no line break) with `like`, which folds A-Z: such a search is then found in the
 * copy exactly where the tokenizer finds it in a part. A character of the part is an ASCII character
 * of the copy only where the tokenizer folds it to that same character, so the search's characters
 * (all ASCII) match the same positions in both, and never across a line break it does not contain.
 *
 * The triggers of 0008 that keep the key table in step with the list are replaced by ones that also
 * write the copy; existing rows are given theirs here.
 *
 * Which trigrams a search asks for depends on how many rows hold each: an FTS5 vocabulary table per
 * index (`<fts>_vocabulary`, type 'row') answers that from the index itself; it stores nothing.
 *
 * PostgreSQL has no key tables nor FTS5: nothing to do there. Frozen once landed.
 */

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A part of a row as the tokenizer folds it for an ASCII search (see above). */
const folded = (part: string) => `lower(replace(replace(${part}, char(8490), 'k'), char(383), 's'))`;

interface KeyTable {
  table: 'inbox_messages' | 'sent_items';
  fts: string;
  keys: string;
  /** The FTS columns, in 0008's order, and the expression each is filled from over a row `row`. */
  columns: readonly (readonly [name: string, expression: (row: string) => string])[];
  /** 0008's key columns besides row_id. */
  keyColumns: readonly string[];
}

const keyTables: readonly KeyTable[] = [
  {
    table: 'inbox_messages',
    fts: 'inbox_messages_fts',
    keys: 'inbox_message_search_keys',
    columns: [
      ['subject', (row) => `${row}.subject`],
      ['body', (row) => `${row}.body`],
    ],
    keyColumns: ['claim_id', 'received_at'],
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
    keyColumns: ['claimant_id', 'claim_id', 'sent_at', 'request_type'],
  },
];

/** The key table's copy of the text of row `row`. */
function searchTextOf(keyTable: KeyTable, row: string): string {
  return keyTable.columns.map(([, expression]) => folded(expression(row))).join(` || char(10) || `);
}

/**
 * 0008's insert and update triggers, writing `search_text` too when `withText`. Its delete trigger
 * is unchanged (it removes the key row whole).
 */
function triggers(keyTable: KeyTable, withText: boolean): string[] {
  const { table, fts, keys, columns, keyColumns } = keyTable;
  const names = columns.map(([name]) => name).join(', ');
  const values = (row: string) => columns.map(([, expression]) => expression(row)).join(', ');
  const seqOf = (row: 'new' | 'old') => `(select seq from ${keys} where row_id = ${row}.id)`;
  const index = (row: 'new' | 'old') =>
    `insert into ${fts} (rowid, ${names}) values (${seqOf(row)}, ${values(row)});`;
  const unindex = (row: 'new' | 'old') => `delete from ${fts} where rowid = ${seqOf(row)};`;
  const keyNames = [...keyColumns, ...(withText ? ['search_text'] : [])];
  const keyValues = (row: string) => [
    ...keyColumns.map((name) => `${row}.${name}`),
    ...(withText ? [searchTextOf(keyTable, row)] : []),
  ];
  const newValues = keyValues('new');
  return [
    `create trigger ${table}_search_insert after insert on ${table} begin
       insert into ${keys} (row_id, ${keyNames.join(', ')}) values (new.id, ${newValues.join(', ')});
       ${index('new')}
     end`,
    `create trigger ${table}_search_update after update of id, ${names}, ${keyColumns.join(', ')} on ${table} begin
       ${unindex('old')}
       update ${keys} set row_id = new.id, ${keyNames.map((name, i) => `${name} = ${newValues[i]}`).join(', ')}
         where row_id = old.id;
       ${index('new')}
     end`,
  ];
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const keyTable of keyTables) {
    const { table, keys } = keyTable;
    await run(db, [
      `drop trigger ${table}_search_insert`,
      `drop trigger ${table}_search_update`,
      // Last, so the columns a search filters by are read without passing the text.
      `alter table ${keys} add column search_text text not null default ''`,
      `update ${keys} set search_text = (select ${searchTextOf(keyTable, 't')} from ${table} t
         where t.id = ${keys}.row_id)`,
      ...triggers(keyTable, true),
      `create virtual table ${keyTable.fts}_vocabulary using fts5vocab(${keyTable.fts}, 'row')`,
    ]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const keyTable of keyTables) {
    const { table, keys } = keyTable;
    await run(db, [
      `drop table ${keyTable.fts}_vocabulary`,
      `drop trigger ${table}_search_insert`,
      `drop trigger ${table}_search_update`,
      `alter table ${keys} drop column search_text`,
      ...triggers(keyTable, false),
    ]);
  }
}
