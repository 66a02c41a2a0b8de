import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { areAllQuestionsAnswered, createSurveyLoginFormSchema } from './validation.js';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('surveyLoginFormSchema', () => {
  const schema = createSurveyLoginFormSchema({ today: () => ({ year: 2024, month: 6, day: 15 }) });

  it('accepts a claim number and a past date of birth', () => {
    expect(schema.safeParse({ ClaimNumber: '12/34567', DateOfBirth: '01/01/1980' }).success).toBe(true);
  });

  it('refuses a bad claim number and a future or malformed date of birth', () => {
    expect(issues(schema, { ClaimNumber: '1/34567', DateOfBirth: '16/06/2024' })).toEqual([
      ['ClaimNumber', 'Enter a valid claim number e.g. 12/34567'],
      ['DateOfBirth', 'Enter a valid Date of Birth'],
    ]);
    expect(issues(schema, { ClaimNumber: '12/34567', DateOfBirth: '1/1/80' })).toEqual([
      ['DateOfBirth', 'Enter a valid Date of Birth'],
    ]);
  });
});

describe('areAllQuestionsAnswered', () => {
  const answers = [
    { Label: 'Yes', Value: '1' },
    { Label: 'No', Value: '0' },
  ];

  it('is true only when every question holds one of its own answers', () => {
    expect(areAllQuestionsAnswered([{ Answers: answers, CurrentAnswer: answers[0] }])).toBe(true);
    expect(
      areAllQuestionsAnswered([
        { Answers: answers, CurrentAnswer: answers[1] },
        { Answers: answers, CurrentAnswer: null },
      ]),
    ).toBe(false);
    expect(areAllQuestionsAnswered([{ Answers: answers, CurrentAnswer: { Value: '7' } }])).toBe(false);
  });
});
