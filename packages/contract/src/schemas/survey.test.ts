import { describe, expect, it } from 'vitest';
import {
  getNidAssessmentResponseSchema,
  getNidOutroResponseSchema,
  nidLoginRequestSchema,
  nidLoginResponseSchema,
  updateNidAssessmentRequestSchema,
} from './survey.js';

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
