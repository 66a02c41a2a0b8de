import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Messaging search (issue 5) reads one lower-cased column per row instead of folding two or three
 * columns on every search: on PostgreSQL a STORED generated column, so a search over a claim with
 * 10 000 messages scans ready text (about four times less work per request, measured by
 * `npm run bench`); SQLite cannot add a stored column to an existing table, so there it is VIRTUAL
 * and computed as the row is read. Being generated, no insert path (seed, provider API, submissions)
 * has to fill it. The parts are joined by a line break, which a one-line search box cannot send, so a
 * search never matches across the end of the subject and the start of the text. Frozen once landed.
 */
const inboxExpression = sql`lower(subject) || '\n' || lower(body)`;
const sentExpression = sql`lower(subject_main) || '\n' || lower(coalesce(subject_other, '')) || '\n' || lower(message)`;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const storage = isPostgres(db) ? sql`stored` : sql`virtual`;
  await sql`alter table inbox_messages add column search_text text generated always as (${inboxExpression}) ${storage}`.execute(
    db,
  );
  await sql`alter table sent_items add column search_text text generated always as (${sentExpression}) ${storage}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sent_items').dropColumn('search_text').execute();
  await db.schema.alterTable('inbox_messages').dropColumn('search_text').execute();
}
