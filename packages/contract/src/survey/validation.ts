import { z } from 'zod/mini';
import { claimNumberSchema, createSurveyDateOfBirthSchema, type TodayOptions } from '../shared/identity.js';

/** Survey login (part 2 §5): ClaimNumber NN/NNNNN from the two boxes; a valid, not future date of birth. */
export function createSurveyLoginFormSchema(options: TodayOptions = {}) {
  return z.object({ ClaimNumber: claimNumberSchema, DateOfBirth: createSurveyDateOfBirthSchema(options) });
}
export const surveyLoginFormSchema = createSurveyLoginFormSchema();
export type SurveyLoginForm = z.infer<typeof surveyLoginFormSchema>;

/**
 * Survey submit is enabled only when every question is answered (part 2 §5). An answer must be one of
 * the question's own options, so a stale draft answer does not count.
 */
export function areAllQuestionsAnswered(
  questions: readonly {
    Answers: readonly { Value: string }[];
    CurrentAnswer: { Value: string } | null | undefined;
  }[],
): boolean {
  return questions.every(
    (q) => q.CurrentAnswer != null && q.Answers.some((answer) => answer.Value === q.CurrentAnswer?.Value),
  );
}
