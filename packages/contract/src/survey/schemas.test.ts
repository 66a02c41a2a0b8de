import { describe, expect, it } from 'vitest';
import {
  SURVEY_UPDATE_QUESTIONS_MAX,
  getNidAssessmentResponseSchema,
  getNidOutroResponseSchema,
  nidLoginRequestSchema,
  nidLoginResponseSchema,
  updateNidAssessmentRequestSchema,
} from './schemas.js';

describe('survey', () => {
  it('parses the survey login and its answer', () => {
    expect(
      nidLoginRequestSchema.parse({
        AccessToken: '',
        ClaimNumber: '12/34567',
        DateOfBirth: '14/02/1985',
        DeviceType: 0,
      }),
    ).toMatchObject({ ClaimNumber: '12/34567' });
    expect(nidLoginRequestSchema.safeParse({ ClaimNumber: '12/34567' }).success).toBe(false);
    expect(nidLoginResponseSchema.parse({ AccessToken: 's', AcceptedTerms: false })).toEqual({
      AccessToken: 's',
      AcceptedTerms: false,
    });
  });

  it('refuses a claim number that is not NN/NNNNN and a date of birth that is not a real dd/mm/yyyy day', () => {
    const login = (ClaimNumber: unknown, DateOfBirth: unknown) =>
      nidLoginRequestSchema.safeParse({ AccessToken: '', ClaimNumber, DateOfBirth }).success;
    expect(login(' 12/34567 ', '29/02/2024')).toBe(true);
    for (const claim of ['1234567', '12-34567', '123/4567', '12/3456', '', 1234567]) {
      expect(login(claim, '14/02/1985'), String(claim)).toBe(false);
    }
    for (const date of ['1/2/1985', '1985-02-14', '31/02/1985', '29/02/2023', '', 14021985]) {
      expect(login('12/34567', date), String(date)).toBe(false);
    }
    expect(
      nidLoginRequestSchema.parse({ ClaimNumber: ' 12/34567', DateOfBirth: '14/02/1985 ' }),
    ).toMatchObject({
      ClaimNumber: '12/34567',
      DateOfBirth: '14/02/1985',
      DeviceType: 0,
    });
  });

  it('takes at most SURVEY_UPDATE_QUESTIONS_MAX answers in one update', () => {
    const answers = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ QuestionId: `q${i}`, CurrentAnswer: null }));
    const update = (count: number) =>
      updateNidAssessmentRequestSchema.safeParse({
        FormID: 'f',
        AcceptedTerms: true,
        Questions: answers(count),
      }).success;
    expect(update(SURVEY_UPDATE_QUESTIONS_MAX)).toBe(true);
    expect(update(SURVEY_UPDATE_QUESTIONS_MAX + 1)).toBe(false);
  });

  it('parses a survey draft with answered and unanswered questions', () => {
    const answers = [
      { Label: 'Yes', Value: '1' },
      { Label: 'No', Value: '0' },
    ];
    const draft = {
      FormID: 'nid-1',
      AcceptedTerms: true,
      Questions: [
        {
          QuestionId: 'q1',
          QuestionString: '<p>Are you working?</p>',
          Answers: answers,
          CurrentAnswer: answers[0],
        },
        {
          QuestionId: 'q2',
          QuestionString: '<p>Do you need help?</p>',
          Answers: answers,
          CurrentAnswer: null,
        },
      ],
    };
    expect(getNidAssessmentResponseSchema.parse(draft)).toEqual(draft);
  });

  it('saves answers by FormID and refuses a draft spelled FormId', () => {
    const update = {
      FormID: 'nid-1',
      AcceptedTerms: true,
      Questions: [{ QuestionId: 'q1', CurrentAnswer: { Label: 'Yes', Value: '1' } }],
    };
    expect(updateNidAssessmentRequestSchema.parse(update)).toEqual(update);
    expect(
      updateNidAssessmentRequestSchema.safeParse({ ...update, FormID: undefined, FormId: 'nid-1' }).success,
    ).toBe(false);
  });

  it('answers the outro with the registration flag', () => {
    expect(
      getNidOutroResponseSchema.safeParse({ OutroMessage: '<p>Thanks</p>', IsRegistered: 'no' }).success,
    ).toBe(false);
    expect(
      getNidOutroResponseSchema.parse({ OutroMessage: '<p>Thanks</p>', IsRegistered: true }).IsRegistered,
    ).toBe(true);
  });
});
