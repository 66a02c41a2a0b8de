import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * A counter row from the start (issue 15, docs/adr/0018-message-counters-and-text-search.md): every claim gets its `inbox_counts`
 * row when it is inserted, and every claimant–claim link its `sent_item_counts` row, at zero. Before,
 * the first message or sent item created the row (migration 0008), so an empty list had no counter
 * row, and a list call under a kept session's check (modules/session/session-check.ts), which answers
 * through that row, found none and was run a second time with the session read. With the rows always
 * there, an empty list is one statement like any other.
 *
 * The rows are added by the insert that makes the claim or the link, in its transaction; 0008's
 * triggers only ever add to or take from them, and its upserts still create a row if one is missing.
 * Existing claims and links are given theirs here. Frozen once landed.
 */

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function run(db: Kysely<unknown>, statements: readonly RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    sql`insert into inbox_counts (claim_id, total, unread)
        select c.id, 0, 0 from claims c
        where not exists (select 1 from inbox_counts n where n.claim_id = c.id)`,
    sql`insert into sent_item_counts (claimant_id, claim_id, total)
        select l.claimant_id, l.claim_id, 0 from claimant_claims l
        where not exists (select 1 from sent_item_counts n
                          where n.claimant_id = l.claimant_id and n.claim_id = l.claim_id)`,
  ]);
  if (isPostgres(db)) {
    // Statement triggers over the inserted rows, as 0008's: one insert of many claims (a seed, an
    // import) is one statement here too.
    await run(db, [
      sql`create function inbox_counts_for_claims() returns trigger language plpgsql as $$
          begin
            insert into inbox_counts (claim_id, total, unread)
              select id, 0, 0 from new_rows order by id on conflict (claim_id) do nothing;
            return null;
          end $$`,
      sql`create function sent_item_counts_for_links() returns trigger language plpgsql as $$
          begin
            insert into sent_item_counts (claimant_id, claim_id, total)
              select claimant_id, claim_id, 0 from new_rows order by claimant_id, claim_id
              on conflict (claimant_id, claim_id) do nothing;
            return null;
          end $$`,
      sql`create trigger claims_inbox_counts after insert on claims
          referencing new table as new_rows for each statement execute function inbox_counts_for_claims()`,
      sql`create trigger claimant_claims_sent_item_counts after insert on claimant_claims
          referencing new table as new_rows for each statement execute function sent_item_counts_for_links()`,
    ]);
  } else {
    await run(db, [
      sql`create trigger claims_inbox_counts after insert on claims begin
            insert into inbox_counts (claim_id, total, unread) values (new.id, 0, 0)
              on conflict (claim_id) do nothing;
          end`,
      sql`create trigger claimant_claims_sent_item_counts after insert on claimant_claims begin
            insert into sent_item_counts (claimant_id, claim_id, total) values (new.claimant_id, new.claim_id, 0)
              on conflict (claimant_id, claim_id) do nothing;
          end`,
    ]);
  }
}

/** The triggers go; the zero rows stay, as 0008's counters read them the same as rows it made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await run(db, [
    sql`drop trigger claimant_claims_sent_item_counts${sql.raw(postgres ? ' on claimant_claims' : '')}`,
    sql`drop trigger claims_inbox_counts${sql.raw(postgres ? ' on claims' : '')}`,
  ]);
  if (postgres) {
    await run(db, [
      sql`drop function sent_item_counts_for_links()`,
      sql`drop function inbox_counts_for_claims()`,
    ]);
  }
}
