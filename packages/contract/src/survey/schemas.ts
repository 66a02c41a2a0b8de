import { taskIdField } from '../tasks/schemas.js';
import { z } from 'zod/mini';
import { CLAIM_NUMBER_PATTERN } from '../shared/limits.js';
import { parseDate } from '../shared/dates.js';
import {
  acknowledgedResponseSchema,
  deviceTypeSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireFieldSchema,
  wireIdSchema,
} from '../shared/common-schemas.js';

/** Self-assessment survey ("nid", part 2 §3, §7); it uses its own survey token from nidlogin. */

/**
 * POST /api/nid/nidlogin: ClaimNumber (NN/NNNNN), DateOfBirth, DeviceType. A claim number that is not
 * NN/NNNNN or a date of birth that is not a real dd/mm/yyyy day is malformed (415) and is never counted
 * against the throttle; a well-formed pair that matches nobody is the one refusal `surveyNotMatched`.
 */
export const nidLoginRequestSchema = z.extend(tokenBodySchema, {
  ClaimNumber: wireFieldSchema.check(z.trim(), z.regex(CLAIM_NUMBER_PATTERN)),
  DateOfBirth: wireDateSchema.check(
    z.trim(),
    z.refine((text) => parseDate(text) !== undefined),
  ),
  DeviceType: z._default(deviceTypeSchema, 0),
});
export type NidLoginRequest = z.infer<typeof nidLoginRequestSchema>;
export const nidLoginResponseSchema = z.object({ AccessToken: z.string(), AcceptedTerms: z.boolean() });
export type NidLoginResponse = z.infer<typeof nidLoginResponseSchema>;

/** An answer choice: Label and Value. */
export const surveyAnswerSchema = z.object({ Label: wireFieldSchema, Value: wireFieldSchema });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** A question: QuestionId, QuestionString (HTML), Answers, CurrentAnswer (ours: null when unanswered). */
export const surveyQuestionSchema = z.object({
  QuestionId: wireIdSchema,
  QuestionString: z.string(),
  Answers: z.array(surveyAnswerSchema),
  CurrentAnswer: z.nullable(surveyAnswerSchema),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** Survey draft: FormID, AcceptedTerms, Questions (QuestionString is sanitised HTML). */
export const surveyDraftSchema = z.object({
  FormID: wireIdSchema,
  /** Ours: null until the person answers the intro's "Would you like to continue?". */
  AcceptedTerms: z.nullable(z.boolean()),
  Questions: z.array(surveyQuestionSchema),
});
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

/** POST /api/nid/getnidassessment: payload none; answers the draft with its Questions. */
export const getNidAssessmentRequestSchema = tokenOnlyRequestSchema;
export type GetNidAssessmentRequest = z.infer<typeof getNidAssessmentRequestSchema>;
export const getNidAssessmentResponseSchema = surveyDraftSchema;
export type GetNidAssessmentResponse = z.infer<typeof getNidAssessmentResponseSchema>;

/**
 * POST /api/nid/getnidoutro: OutroMessage (HTML, sanitised by the server), IsRegistered (the claim's
 * claimant has an account: the outro offers Login, else Register). Reading the outro ends the survey
 * session (part 2 §2 "The user is logged out"): the token is refused afterwards.
 */
export const getNidOutroRequestSchema = tokenOnlyRequestSchema;
export type GetNidOutroRequest = z.infer<typeof getNidOutroRequestSchema>;
export const getNidOutroResponseSchema = z.object({ OutroMessage: z.string(), IsRegistered: z.boolean() });
export type GetNidOutroResponse = z.infer<typeof getNidOutroResponseSchema>;

/**
 * POST /api/nid/submitnidassessment: payload none; answer not shown (ours: true). Submits the claim's
 * open draft: every question needs an answer (`surveyIncomplete`) unless the terms were refused, which
 * submits a refusal without answers. A second submit of the same draft is `surveyAlreadySubmitted`.
 */
export const submitNidAssessmentRequestSchema = z.extend(tokenOnlyRequestSchema, taskIdField);
export type SubmitNidAssessmentRequest = z.infer<typeof submitNidAssessmentRequestSchema>;
export const submitNidAssessmentResponseSchema = acknowledgedResponseSchema;
export type SubmitNidAssessmentResponse = z.infer<typeof submitNidAssessmentResponseSchema>;

/** At most this many answers in one updatenidassessment (more than any question set has). */
export const SURVEY_UPDATE_QUESTIONS_MAX = 100;

/**
 * POST /api/nid/updatenidassessment: FormID, AcceptedTerms, Questions (QuestionId, CurrentAnswer).
 * Saves the listed answers into the claim's open draft (questions not listed keep theirs; a null
 * CurrentAnswer clears one). An answer is matched by its Value; the stored Label is the question's own.
 * AcceptedTerms false records a refusal and clears the draft's answers. An unknown QuestionId
 * (`surveyQuestionUnknown`) or Value (`surveyAnswerInvalid`) saves nothing.
 */
export const updateNidAssessmentRequestSchema = z.extend(tokenBodySchema, {
  FormID: wireIdSchema,
  AcceptedTerms: z.boolean(),
  Questions: z
    .array(z.object({ QuestionId: wireIdSchema, CurrentAnswer: z.nullable(surveyAnswerSchema) }))
    .check(z.maxLength(SURVEY_UPDATE_QUESTIONS_MAX)),
});
export type UpdateNidAssessmentRequest = z.infer<typeof updateNidAssessmentRequestSchema>;
export const updateNidAssessmentResponseSchema = acknowledgedResponseSchema;
export type UpdateNidAssessmentResponse = z.infer<typeof updateNidAssessmentResponseSchema>;
