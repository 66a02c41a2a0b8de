import { type Kysely, sql } from 'kysely';

/**
 * The self-assessment survey (issue 14), portable to SQLite and PostgreSQL:
 * - survey_questions.active: the provider replaces the question set, but a question left out is only
 *   retired (0), never deleted, because survey_answers of submitted surveys reference it (0001 would
 *   cascade the delete into them);
 * - one draft per claim: a partial unique index on survey_forms (claim_id) WHERE status = 'draft', so
 *   two survey logins racing on the same claim end up with the same draft (INSERT ... ON CONFLICT DO
 *   NOTHING, then read it);
 * - the provider's result list reads submitted forms oldest first: (submitted_at, id), submitted only.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('survey_questions')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('survey_forms_one_draft_per_claim_idx')
    .on('survey_forms')
    .column('claim_id')
    .unique()
    .where(sql.ref('status'), '=', 'draft')
    .execute();
  await db.schema
    .createIndex('survey_forms_submitted_idx')
    .on('survey_forms')
    .columns(['submitted_at', 'id'])
    .where(sql.ref('submitted_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('survey_forms_submitted_idx').execute();
  await db.schema.dropIndex('survey_forms_one_draft_per_claim_idx').execute();
  await db.schema.alterTable('survey_questions').dropColumn('active').execute();
}
