import { z } from 'zod/mini';
import { DB_INTEGER_MAX, ISO_TIME_MAX } from '../../shared/limits.js';

/**
 * The self-assessment survey as the provider runs it (issue 14): the question set with its answer
 * options, the outro text, and the completed and refused surveys with their answers. HTML (questions,
 * outro) is sanitised by the server when stored and again when read, so what the GET answers is what
 * claimants see.
 */
export const PROVIDER_SURVEY_QUESTIONS_MAX = 30;
export const PROVIDER_SURVEY_ANSWERS_MAX = 20;
export const PROVIDER_SURVEY_QUESTION_ID_MAX = 64;
export const PROVIDER_SURVEY_QUESTION_HTML_MAX = 5_000;
export const PROVIDER_SURVEY_LABEL_MAX = 200;
export const PROVIDER_SURVEY_VALUE_MAX = 64;
export const PROVIDER_SURVEY_OUTRO_MAX = 50_000;
export const SURVEY_RESULT_LIMIT_DEFAULT = 50;
export const SURVEY_RESULT_LIMIT_MAX = 200;

export const providerSurveyAnswerSchema = z.object({
  /** What the dropdown shows. */
  Label: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROVIDER_SURVEY_LABEL_MAX)),
  /** What is stored and exported; unique within its question. */
  Value: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROVIDER_SURVEY_VALUE_MAX)),
});
export type ProviderSurveyAnswer = z.infer<typeof providerSurveyAnswerSchema>;

export const providerSurveyQuestionSchema = z.object({
  /** Stable id: answers of past surveys stay tied to it when the set changes. */
  QuestionId: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(PROVIDER_SURVEY_QUESTION_ID_MAX),
      z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only'),
    ),
  /** The question as HTML (QuestionString on the claimant's side). */
  QuestionHtml: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROVIDER_SURVEY_QUESTION_HTML_MAX)),
  Answers: z.array(providerSurveyAnswerSchema).check(
    z.minLength(1),
    z.maxLength(PROVIDER_SURVEY_ANSWERS_MAX),
    z.refine((answers) => new Set(answers.map((a) => a.Value)).size === answers.length, {
      message: 'answer Values must be unique within a question',
    }),
  ),
});
export type ProviderSurveyQuestion = z.infer<typeof providerSurveyQuestionSchema>;

/**
 * PUT /provider/v1/survey/questions: the whole question set, in order. Questions left out are retired:
 * no longer asked, their answers in past surveys kept. Open drafts lose answers to retired questions and
 * answers whose Value is no longer offered. A question whose HTML is empty once sanitised is refused
 * (`providerSurveyQuestionEmpty`).
 */
export const setSurveyQuestionsBodySchema = z.object({
  Questions: z.array(providerSurveyQuestionSchema).check(
    z.minLength(1),
    z.maxLength(PROVIDER_SURVEY_QUESTIONS_MAX),
    z.refine((list) => new Set(list.map((q) => q.QuestionId)).size === list.length, {
      message: 'QuestionIds must be unique',
    }),
  ),
});
export type SetSurveyQuestionsBody = z.infer<typeof setSurveyQuestionsBodySchema>;

/** PUT /provider/v1/survey/outro: the HTML the outro page shows after a survey. */
export const setSurveyOutroBodySchema = z.object({
  OutroHtml: z.string().check(z.maxLength(PROVIDER_SURVEY_OUTRO_MAX)),
});
export type SetSurveyOutroBody = z.infer<typeof setSurveyOutroBodySchema>;

/** A question as stored: QuestionHtml sanitised. */
export const storedSurveyQuestionSchema = z.object({
  QuestionId: z.string(),
  QuestionHtml: z.string(),
  Answers: z.array(z.object({ Label: z.string(), Value: z.string() })),
});
export type StoredSurveyQuestion = z.infer<typeof storedSurveyQuestionSchema>;

export const providerSurveySchema = z.object({
  /** The questions asked now, in order. */
  Questions: z.array(storedSurveyQuestionSchema),
  /** Empty text when no outro has been set. */
  OutroHtml: z.string(),
});
export type ProviderSurvey = z.infer<typeof providerSurveySchema>;

// ---- Results ----

export const surveyResultStatuses = ['completed', 'refused'] as const;
export type SurveyResultStatus = (typeof surveyResultStatuses)[number];
export const surveyResultStatusFilters = ['all', ...surveyResultStatuses] as const;
export type SurveyResultStatusFilter = (typeof surveyResultStatusFilters)[number];

/** Query text is text: numbers are read from it. */
export const listSurveyResultsQuerySchema = z.object({
  /** all (default), completed (terms accepted, every question answered) or refused. */
  Status: z._default(z.enum(surveyResultStatusFilters), 'all'),
  /** Only surveys submitted at or after this ISO time. */
  Since: z.optional(z.iso.datetime({ offset: true }).check(z.maxLength(ISO_TIME_MAX, { abort: true }))),
  Limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(SURVEY_RESULT_LIMIT_MAX)),
    SURVEY_RESULT_LIMIT_DEFAULT,
  ),
  // Bounded to what SQL OFFSET takes on both databases (limits.ts DB_INTEGER_MAX): larger is a 415.
  Offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(DB_INTEGER_MAX)), 0),
});
export type ListSurveyResultsQuery = z.input<typeof listSurveyResultsQuerySchema>;

export const providerSurveyResultAnswerSchema = z.object({
  QuestionId: z.string(),
  /** The question's text now (a question keeps its id when reworded). */
  QuestionHtml: z.string(),
  Label: z.string(),
  Value: z.string(),
});
export type ProviderSurveyResultAnswer = z.infer<typeof providerSurveyResultAnswerSchema>;

export const providerSurveyResultSchema = z.object({
  FormId: z.string(),
  Status: z.enum(surveyResultStatuses),
  /** NN/NNNNN. */
  ClaimNumber: z.string(),
  /** The provider's reference of the claimant (null when the record was not made by the provider). */
  ClaimantRef: z.nullable(z.string()),
  /** False for a refusal. */
  AcceptedTerms: z.boolean(),
  /** ISO 8601 UTC. */
  StartedAt: z.string(),
  SubmittedAt: z.string(),
  /** In the question set's order (questions retired since, last); empty for a refusal. */
  Answers: z.array(providerSurveyResultAnswerSchema),
});
export type ProviderSurveyResult = z.infer<typeof providerSurveyResultSchema>;

export const listSurveyResultsResponseSchema = z.object({
  Results: z.array(providerSurveyResultSchema),
  /** All surveys matching Status and Since. */
  Total: z.number().check(z.int()),
  Offset: z.number().check(z.int()),
  Limit: z.number().check(z.int()),
});
export type ListSurveyResultsResponse = z.infer<typeof listSurveyResultsResponseSchema>;
