import { describe, expect, it } from 'vitest';
import { listSurveyResultsQuerySchema, setSurveyQuestionsBodySchema } from './schemas.js';

const yesNo = [
  { Label: 'Yes', Value: 'yes' },
  { Label: 'No', Value: 'no' },
];
const question = { QuestionId: 'working', QuestionHtml: '<p>Working?</p>', Answers: yesNo };
const accepts = (body: unknown) => setSurveyQuestionsBodySchema.safeParse(body).success;

describe('setSurveyQuestionsBodySchema', () => {
  it('takes an ordered question set with answer options', () => {
    expect(accepts({ Questions: [question, { ...question, QuestionId: 'pain_2' }] })).toBe(true);
  });

  it('refuses an empty set, repeated question ids, repeated values, no options and ids with other characters', () => {
    expect(accepts({ Questions: [] })).toBe(false);
    expect(accepts({ Questions: [question, question] })).toBe(false);
    expect(accepts({ Questions: [{ ...question, Answers: [yesNo[0], yesNo[0]] }] })).toBe(false);
    expect(accepts({ Questions: [{ ...question, Answers: [] }] })).toBe(false);
    for (const id of ['has space', 'a/b', '', 'x'.repeat(65)]) {
      expect(accepts({ Questions: [{ ...question, QuestionId: id }] }), id).toBe(false);
    }
    expect(accepts({ Questions: [{ ...question, QuestionHtml: '   ' }] })).toBe(false);
    expect(accepts({ Questions: [{ ...question, Answers: [{ Label: ' ', Value: 'x' }] }] })).toBe(false);
  });
});

describe('listSurveyResultsQuerySchema', () => {
  it('defaults to every submitted survey, 50 from the start, and reads numbers from query text', () => {
    expect(listSurveyResultsQuerySchema.parse({})).toEqual({ Status: 'all', Limit: 50, Offset: 0 });
    expect(
      listSurveyResultsQuerySchema.parse({
        Status: 'refused',
        Since: '2026-03-01T10:00:00+11:00',
        Limit: '10',
      }),
    ).toEqual({ Status: 'refused', Since: '2026-03-01T10:00:00+11:00', Limit: 10, Offset: 0 });
  });

  it('refuses an unknown status, a time without a zone and limits out of range', () => {
    for (const query of [
      { Status: 'draft' },
      { Since: '2026-03-01T10:00:00' },
      { Limit: '201' },
      { Offset: '-1' },
    ]) {
      expect(listSurveyResultsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
