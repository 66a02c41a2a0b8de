import { type Kysely, sql } from 'kysely';

/**
 * What's happening (issue 32, ADR 0040): one table holds every entry of a claim's timeline, the
 * provider's events (by its own `reference`, unique, what its PUT upserts by) and the portal's own
 * (kind submitted, received, payment; their words come from the contract by `kind` and `params`).
 * `occurred_at` is ISO-8601 UTC text, so text order is time order on both databases; the claimant's
 * page is a keyset read over (claim_id, occurred_at desc, id desc), one index, newest first.
 * `claim_event_attachments` links an event to its letters in stored_files. Existing submissions (and
 * the received ones) and submitted self-assessments are backfilled, with ids made from the submission's
 * (`submitted:<id>`, `received:<id>`), the same ids the timeline module writes later, so an entry is
 * never written twice. Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claim_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('body', 'text')
    .addColumn('params', 'text')
    .addColumn('link', 'text')
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claim_events_claim_occurred_idx')
    .on('claim_events')
    .columns(['claim_id', 'occurred_at desc', 'id desc'])
    .execute();
  await db.schema
    .createTable('claim_event_attachments')
    .addColumn('event_id', 'text', (c) => c.notNull().references('claim_events.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_event_attachments_pk', ['event_id', 'file_id'])
    .execute();
  // getfilecontent asks "is this file a letter of an event of the selected claim?" by file id.
  await db.schema
    .createIndex('claim_event_attachments_file_idx')
    .on('claim_event_attachments')
    .column('file_id')
    .execute();

  await sql`insert into claim_events (id, claim_id, kind, occurred_at, title, body, params, link, reference, created_at, updated_at)
    select 'submitted:' || id, claim_id, 'submitted', submitted_at, null, null,
      '{"form":"' || kind || '"}', 'sentItems', null, submitted_at, submitted_at
    from submissions
    where claim_id is not null and submitted_at is not null and status in ('submitted', 'received')`.execute(
    db,
  );
  await sql`insert into claim_events (id, claim_id, kind, occurred_at, title, body, params, link, reference, created_at, updated_at)
    select 'received:' || id, claim_id, 'received', received_at, null, null,
      '{"form":"' || kind || '"}', 'sentItems', null, received_at, received_at
    from submissions
    where claim_id is not null and received_at is not null and status = 'received'`.execute(db);
  await sql`insert into claim_events (id, claim_id, kind, occurred_at, title, body, params, link, reference, created_at, updated_at)
    select 'submitted:' || id, claim_id, 'submitted', submitted_at, null, null,
      '{"form":"survey"}', null, null, submitted_at, submitted_at
    from survey_forms
    where status = 'submitted' and submitted_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_event_attachments').execute();
  await db.schema.dropTable('claim_events').execute();
}
