import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  listSurveyResultsQuerySchema,
  listSurveyResultsResponseSchema,
  providerSurveySchema,
  setSurveyOutroBodySchema,
  setSurveyQuestionsBodySchema,
} from './schemas.js';

/** The self-assessment survey: its questions, its outro and its results (issue 14). */
export const surveyEndpoints = {
  getSurvey: defineProviderEndpoint({
    id: 'getSurvey',
    method: 'GET',
    path: '/provider/v1/survey',
    summary: 'Read the questions asked now (in order, with their answer options) and the outro HTML.',
    tag: 'Survey',
    response: providerSurveySchema,
  }),
  setSurveyQuestions: defineProviderEndpoint({
    id: 'setSurveyQuestions',
    method: 'PUT',
    path: '/provider/v1/survey/questions',
    summary:
      'Replace the question set, in order. Questions left out are retired: no longer asked, their ' +
      'answers in submitted surveys kept. QuestionHtml is sanitised (no script, style, frame, form, ' +
      'event handler or javascript:/data: URL is kept). Answers the survey.',
    tag: 'Survey',
    body: setSurveyQuestionsBodySchema,
    response: providerSurveySchema,
  }),
  setSurveyOutro: defineProviderEndpoint({
    id: 'setSurveyOutro',
    method: 'PUT',
    path: '/provider/v1/survey/outro',
    summary:
      'Replace the outro HTML shown after a survey (sanitised like every HTML the portal stores). ' +
      'Answers the survey.',
    tag: 'Survey',
    body: setSurveyOutroBodySchema,
    response: providerSurveySchema,
  }),
  listSurveyResults: defineProviderEndpoint({
    id: 'listSurveyResults',
    method: 'GET',
    path: '/provider/v1/survey/results',
    summary:
      'List submitted surveys oldest first (SubmittedAt, then FormId): completed ones with their answers ' +
      'by question, refused ones with none. Status all (default), completed or refused; Since (ISO time, ' +
      'inclusive); Limit 1-200 (default 50), Offset.',
    description:
      'Surveys only ever join the end of this list, so paging forward with Offset never skips one. To ' +
      'collect new results regularly, pass Since = the latest SubmittedAt you already hold: the surveys ' +
      'submitted at exactly that time are answered again, so de-duplicate by FormId.',
    tag: 'Survey',
    query: listSurveyResultsQuerySchema,
    response: listSurveyResultsResponseSchema,
  }),
} as const;
