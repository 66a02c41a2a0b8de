import {
  type ListSurveyResultsResponse,
  type ProviderSurveyResultAnswer,
  listSurveyResultsQuerySchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';
import {
  countResults,
  findResultAnswers,
  findResultPage,
  type ResultFilter,
} from './survey-results.repository.js';

/**
 * Completed and refused surveys for the provider (issue 14), oldest first. Submitted forms never change
 * and new ones get a later submitted_at, so paging forward with Offset never skips one.
 */
export async function listSurveyResults(
  db: Kysely<Database>,
  query: z.output<typeof listSurveyResultsQuerySchema>,
): Promise<ListSurveyResultsResponse> {
  const filter: ResultFilter = {
    status: query.Status,
    since: query.Since ? new Date(query.Since).toISOString() : null,
  };
  const total = await countResults(db, filter);
  const forms = await findResultPage(db, filter, { limit: query.Limit, offset: query.Offset });
  const answers = await findResultAnswers(
    db,
    forms.map((form) => form.id),
  );
  const byForm = new Map<string, ProviderSurveyResultAnswer[]>();
  for (const answer of answers) {
    const list = byForm.get(answer.form_id) ?? [];
    list.push({
      QuestionId: answer.question_id,
      QuestionHtml: sanitizeProviderHtml(answer.question_html),
      Label: answer.label,
      Value: answer.value,
    });
    byForm.set(answer.form_id, list);
  }
  return {
    Results: forms.map((form) => ({
      FormId: form.id,
      Status: form.accepted_terms === 1 ? 'completed' : 'refused',
      ClaimNumber: form.claim_number,
      ClaimantRef: form.external_ref ?? null,
      AcceptedTerms: form.accepted_terms === 1,
      StartedAt: form.created_at,
      SubmittedAt: form.submitted_at ?? form.created_at,
      Answers: byForm.get(form.id) ?? [],
    })),
    Total: total,
    Offset: query.Offset,
    Limit: query.Limit,
  };
}
