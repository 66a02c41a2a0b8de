import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../../db/schema.js';

/**
 * SQL of the self-assessment survey (STYLE.md principle 5), portable across SQLite and PostgreSQL.
 * A claim has at most one form in status `draft` (migration 0006's partial unique index); submitted
 * forms stay as they are, with their answers.
 */

export type SurveyFormRow = Row<'survey_forms'>;
export type SurveyQuestionRow = Row<'survey_questions'>;

export const DRAFT = 'draft';
export const SUBMITTED = 'submitted';

// ---- Questions ----

export async function findActiveQuestions(db: Kysely<Database>): Promise<SurveyQuestionRow[]> {
  return db
    .selectFrom('survey_questions')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findAllQuestionIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('survey_questions').select('id').execute();
  return rows.map((row) => row.id);
}

export async function insertQuestion(db: Kysely<Database>, row: NewRow<'survey_questions'>): Promise<void> {
  await db.insertInto('survey_questions').values(row).execute();
}

export async function updateQuestion(
  db: Kysely<Database>,
  id: string,
  changes: { position: number; question_html: string; answers: string; active: number },
): Promise<void> {
  await db.updateTable('survey_questions').set(changes).where('id', '=', id).execute();
}

/** Retires every question not in `keepIds` (their answers in past surveys stay). */
export async function retireQuestionsExcept(db: Kysely<Database>, keepIds: readonly string[]): Promise<void> {
  let query = db.updateTable('survey_questions').set({ active: 0 }).where('active', '=', 1);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  await query.execute();
}

// ---- Forms ----

/** Makes the claim's draft unless it has one; a concurrent insert for the same claim is a no-op. */
export async function insertDraftIfAbsent(db: Kysely<Database>, row: NewRow<'survey_forms'>): Promise<void> {
  await db
    .insertInto('survey_forms')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findDraftOfClaim(
  db: Kysely<Database>,
  claimId: string,
): Promise<SurveyFormRow | undefined> {
  return db
    .selectFrom('survey_forms')
    .selectAll()
    .where('claim_id', '=', claimId)
    .where('status', '=', DRAFT)
    .executeTakeFirst();
}

export async function findForm(db: Kysely<Database>, id: string): Promise<SurveyFormRow | undefined> {
  return db.selectFrom('survey_forms').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes the draft's terms answer while it is still a draft; false when it is not (submitted meanwhile).
 * Being an UPDATE of the form row, it also takes the row's lock on PostgreSQL, so a concurrent submit
 * waits for this transaction's answers (or this one waits for the submit and then finds no draft).
 */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  changes: { accepted_terms: number; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('survey_forms')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', DRAFT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a draft submitted; false when it no longer was one (a concurrent submit won). */
export async function markSubmitted(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('survey_forms')
    .set({ status: SUBMITTED, submitted_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', DRAFT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- Answers ----

export async function findAnswers(db: Kysely<Database>, formId: string): Promise<Row<'survey_answers'>[]> {
  return db.selectFrom('survey_answers').selectAll().where('form_id', '=', formId).execute();
}

export async function upsertAnswer(db: Kysely<Database>, row: NewRow<'survey_answers'>): Promise<void> {
  await db
    .insertInto('survey_answers')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['form_id', 'question_id']).doUpdateSet({ label: row.label, value: row.value }),
    )
    .execute();
}

export async function deleteAnswers(
  db: Kysely<Database>,
  formId: string,
  questionIds?: readonly string[],
): Promise<void> {
  if (questionIds?.length === 0) return;
  let query = db.deleteFrom('survey_answers').where('form_id', '=', formId);
  if (questionIds) query = query.where('question_id', 'in', questionIds);
  await query.execute();
}

/** Every answer held by a draft (the provider's new question set cleans them). */
export async function findDraftAnswers(db: Kysely<Database>): Promise<Row<'survey_answers'>[]> {
  return db
    .selectFrom('survey_answers')
    .innerJoin('survey_forms', 'survey_forms.id', 'survey_answers.form_id')
    .selectAll('survey_answers')
    .where('survey_forms.status', '=', DRAFT)
    .execute();
}

/** The number of a claim (a survey event names the claim as the provider knows it, issue 29). */
export async function findClaimNumber(db: Kysely<Database>, claimId: string): Promise<string | undefined> {
  const row = await db.selectFrom('claims').select('number').where('id', '=', claimId).executeTakeFirst();
  return row?.number;
}
