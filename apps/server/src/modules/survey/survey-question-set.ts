import type { SurveyAnswer } from '@portal/contract';
import type { Row } from '../../db/schema.js';
import type { SurveyQuestionRow } from './survey.repository.js';

/**
 * The question set as the rules read it. survey_questions.answers is a JSON list of { Label, Value }
 * (schema.ts); an answer counts only while its question is asked and its Value is still offered, so a
 * new question set never leaves a draft holding an answer the claimant could not have chosen.
 */
export interface SurveyQuestion {
  id: string;
  html: string;
  options: SurveyAnswer[];
}

export function parseOptions(json: string): SurveyAnswer[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { Label, Value } = item as Record<string, unknown>;
    return typeof Label === 'string' && typeof Value === 'string' ? [{ Label, Value }] : [];
  });
}

export function toQuestion(row: SurveyQuestionRow): SurveyQuestion {
  return { id: row.id, html: row.question_html, options: parseOptions(row.answers) };
}

export function optionsJson(options: readonly SurveyAnswer[]): string {
  return JSON.stringify(options.map((o) => ({ Label: o.Label, Value: o.Value })));
}

/** The offered option with this Value, or undefined. */
export function optionOf(question: SurveyQuestion, value: string): SurveyAnswer | undefined {
  return question.options.find((option) => option.Value === value);
}

/** A draft's answers that still count, by question id, as the question's own option. */
export function countingAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly Row<'survey_answers'>[],
): Map<string, SurveyAnswer> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const counted = new Map<string, SurveyAnswer>();
  for (const answer of answers) {
    const question = byId.get(answer.question_id);
    const option = question ? optionOf(question, answer.value) : undefined;
    if (option) counted.set(answer.question_id, option);
  }
  return counted;
}
