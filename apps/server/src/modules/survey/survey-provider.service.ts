import {
  type ProviderSurvey,
  type ProviderSurveyQuestion,
  SURVEY_OUTRO_CONTENT_NAME,
  formatMessage,
  serverErrors,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';
import { findContentEntries } from '../content/index.js';
import { putContentItem } from '../provider-content/provider-content-items.service.js';
import { countingAnswers, optionsJson, toQuestion } from './survey-question-set.js';
import {
  deleteAnswers,
  findActiveQuestions,
  findAllQuestionIds,
  findDraftAnswers,
  insertQuestion,
  retireQuestionsExcept,
  updateQuestion,
} from './survey.repository.js';

/**
 * The provider's side of the survey (issue 14): the question set and the outro. HTML is sanitised when
 * stored (lib/safe-html.ts) and again when read.
 */
export async function getSurvey(db: Kysely<Database>): Promise<ProviderSurvey> {
  const questions = (await findActiveQuestions(db)).map(toQuestion);
  const outro = await findContentEntries(db, SURVEY_OUTRO_CONTENT_NAME);
  return {
    Questions: questions.map((q) => ({
      QuestionId: q.id,
      QuestionHtml: sanitizeProviderHtml(q.html),
      Answers: q.options,
    })),
    OutroHtml: outro.map(sanitizeProviderHtml).join(''),
  };
}

/** True when sanitised HTML shows nothing: no text and no image. */
function showsNothing(html: string): boolean {
  return (
    !/<img\b/i.test(html) &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * Replaces the question set, in order, in one transaction. Known ids are updated (and asked again if
 * they had been retired), new ones added, the rest retired; drafts lose answers that no longer count.
 */
export async function setSurveyQuestions(
  db: Kysely<Database>,
  questions: readonly ProviderSurveyQuestion[],
): Promise<ProviderSurvey> {
  const prepared = questions.map((q, index) => ({
    id: q.QuestionId,
    position: index + 1,
    question_html: sanitizeProviderHtml(q.QuestionHtml),
    answers: optionsJson(q.Answers),
    active: 1,
  }));
  const empty = prepared.find((q) => showsNothing(q.question_html));
  if (empty) {
    throw new AppError('providerSurveyQuestionEmpty', {
      message: formatMessage(serverErrors.providerSurveyQuestionEmpty.Message, { question: empty.id }),
    });
  }
  await db.transaction().execute(async (trx) => {
    const known = new Set(await findAllQuestionIds(trx));
    for (const { id, ...changes } of prepared) {
      if (known.has(id)) await updateQuestion(trx, id, changes);
      else await insertQuestion(trx, { id, ...changes });
    }
    await retireQuestionsExcept(
      trx,
      prepared.map((q) => q.id),
    );
    await cleanDrafts(trx);
  });
  return getSurvey(db);
}

/** Removes from every draft the answers the new question set no longer offers. */
async function cleanDrafts(db: Kysely<Database>): Promise<void> {
  const questions = (await findActiveQuestions(db)).map(toQuestion);
  const stale = new Map<string, string[]>();
  const answers = await findDraftAnswers(db);
  for (const answer of answers) {
    if (countingAnswers(questions, [answer]).size > 0) continue;
    stale.set(answer.form_id, [...(stale.get(answer.form_id) ?? []), answer.question_id]);
  }
  for (const [formId, questionIds] of stale) await deleteAnswers(db, formId, questionIds);
}

/** Replaces the outro; an empty text leaves the outro page with its buttons only. */
export async function setSurveyOutro(db: Kysely<Database>, html: string, now: Date): Promise<ProviderSurvey> {
  await putContentItem(db, SURVEY_OUTRO_CONTENT_NAME, html.trim() === '' ? [] : [html], now);
  return getSurvey(db);
}
