import type { SurveyResultStatusFilter } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SUBMITTED } from './survey.repository.js';

/** Submitted surveys for the provider, oldest first (SQL only; index survey_forms_submitted_idx). */

export interface ResultFilter {
  status: SurveyResultStatusFilter;
  /** UTC ISO text; submitted at or after. */
  since: string | null;
}

function submittedForms(db: Kysely<Database>, filter: ResultFilter) {
  let query = db.selectFrom('survey_forms').where('survey_forms.status', '=', SUBMITTED);
  if (filter.status === 'completed') query = query.where('survey_forms.accepted_terms', '=', 1);
  if (filter.status === 'refused') query = query.where('survey_forms.accepted_terms', '=', 0);
  if (filter.since !== null) query = query.where('survey_forms.submitted_at', '>=', filter.since);
  return query;
}

export async function countResults(db: Kysely<Database>, filter: ResultFilter): Promise<number> {
  const row = await submittedForms(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findResultPage(
  db: Kysely<Database>,
  filter: ResultFilter,
  page: { limit: number; offset: number },
) {
  return submittedForms(db, filter)
    .innerJoin('claims', 'claims.id', 'survey_forms.claim_id')
    .leftJoin('claimants', 'claimants.id', 'survey_forms.claimant_id')
    .select([
      'survey_forms.id',
      'survey_forms.accepted_terms',
      'survey_forms.created_at',
      'survey_forms.submitted_at',
      'claims.number as claim_number',
      'claimants.external_ref',
    ])
    .orderBy('survey_forms.submitted_at')
    .orderBy('survey_forms.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The answers of these forms with their question's text: questions asked now in order, retired last. */
export async function findResultAnswers(db: Kysely<Database>, formIds: readonly string[]) {
  if (formIds.length === 0) return [];
  return db
    .selectFrom('survey_answers')
    .innerJoin('survey_questions', 'survey_questions.id', 'survey_answers.question_id')
    .select([
      'survey_answers.form_id',
      'survey_answers.question_id',
      'survey_answers.label',
      'survey_answers.value',
      'survey_questions.question_html',
    ])
    .where('survey_answers.form_id', 'in', formIds)
    .orderBy('survey_questions.active', 'desc')
    .orderBy('survey_questions.position')
    .orderBy('survey_questions.id')
    .execute();
}
