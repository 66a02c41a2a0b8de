import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import { listSurveyResults } from '../../modules/survey/survey-results.service.js';
import {
  getSurvey,
  setSurveyOutro,
  setSurveyQuestions,
} from '../../modules/survey/survey-provider.service.js';

/** The survey's questions, outro and results for the provider (issue 14). */
export async function providerSurveyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerProviderEndpoint(app, providerEndpoints.getSurvey, () => getSurvey(db));
  registerProviderEndpoint(app, providerEndpoints.setSurveyQuestions, ({ body }) =>
    setSurveyQuestions(db, body.Questions),
  );
  registerProviderEndpoint(app, providerEndpoints.setSurveyOutro, ({ body, now }) =>
    setSurveyOutro(db, body.OutroHtml, now),
  );
  registerProviderEndpoint(app, providerEndpoints.listSurveyResults, ({ query }) =>
    listSurveyResults(db, query),
  );
}
