import { z } from 'zod';
import {
  acknowledgedResponseSchema,
  deviceTypeSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireDateSchema,
  wireIdSchema,
} from './common.js';

/** Self-assessment survey ("nid", part 2 §3, §7); it uses its own survey token from nidlogin. */

/** POST /api/nid/nidlogin: ClaimNumber (NN/NNNNN), DateOfBirth, DeviceType. */
export const nidLoginRequestSchema = tokenBodySchema.extend({
  ClaimNumber: z.string(),
  DateOfBirth: wireDateSchema,
  DeviceType: deviceTypeSchema.default(0),
});
export type NidLoginRequest = z.infer<typeof nidLoginRequestSchema>;
export const nidLoginResponseSchema = z.object({ AccessToken: z.string(), AcceptedTerms: z.boolean() });
export type NidLoginResponse = z.infer<typeof nidLoginResponseSchema>;

/** An answer choice: Label and Value. */
export const surveyAnswerSchema = z.object({ Label: z.string(), Value: z.string() });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** A question: QuestionId, QuestionString (HTML), Answers, CurrentAnswer (ours: null when unanswered). */
export const surveyQuestionSchema = z.object({
  QuestionId: wireIdSchema,
  QuestionString: z.string(),
  Answers: z.array(surveyAnswerSchema),
  CurrentAnswer: surveyAnswerSchema.nullable(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** Survey draft: FormID, AcceptedTerms, Questions. */
export const surveyDraftSchema = z.object({
  FormID: wireIdSchema,
  /** Ours: null until the person answers the intro's "Would you like to continue?". */
  AcceptedTerms: z.boolean().nullable(),
  Questions: z.array(surveyQuestionSchema),
});
export type SurveyDraft = z.infer<typeof surveyDraftSchema>;

/** POST /api/nid/getnidassessment: payload none; answers the draft with its Questions. */
export const getNidAssessmentRequestSchema = tokenOnlyRequestSchema;
export type GetNidAssessmentRequest = z.infer<typeof getNidAssessmentRequestSchema>;
export const getNidAssessmentResponseSchema = surveyDraftSchema;
export type GetNidAssessmentResponse = z.infer<typeof getNidAssessmentResponseSchema>;

/** POST /api/nid/getnidoutro: OutroMessage (HTML), IsRegistered. */
export const getNidOutroRequestSchema = tokenOnlyRequestSchema;
export type GetNidOutroRequest = z.infer<typeof getNidOutroRequestSchema>;
export const getNidOutroResponseSchema = z.object({ OutroMessage: z.string(), IsRegistered: z.boolean() });
export type GetNidOutroResponse = z.infer<typeof getNidOutroResponseSchema>;

/** POST /api/nid/submitnidassessment: payload none; answer not shown (ours: true). */
export const submitNidAssessmentRequestSchema = tokenOnlyRequestSchema;
export type SubmitNidAssessmentRequest = z.infer<typeof submitNidAssessmentRequestSchema>;
export const submitNidAssessmentResponseSchema = acknowledgedResponseSchema;
export type SubmitNidAssessmentResponse = z.infer<typeof submitNidAssessmentResponseSchema>;

/** POST /api/nid/updatenidassessment: FormID, AcceptedTerms, Questions (QuestionId, CurrentAnswer). */
export const updateNidAssessmentRequestSchema = tokenBodySchema.extend({
  FormID: wireIdSchema,
  AcceptedTerms: z.boolean(),
  Questions: z.array(z.object({ QuestionId: wireIdSchema, CurrentAnswer: surveyAnswerSchema.nullable() })),
});
export type UpdateNidAssessmentRequest = z.infer<typeof updateNidAssessmentRequestSchema>;
export const updateNidAssessmentResponseSchema = acknowledgedResponseSchema;
export type UpdateNidAssessmentResponse = z.infer<typeof updateNidAssessmentResponseSchema>;
