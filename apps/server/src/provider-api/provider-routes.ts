import type { FastifyInstance } from 'fastify';
import { providerContentRoutes } from '../modules/provider-content/provider-content.routes.js';
import { providerClaimantRoutes } from '../modules/claimant-records/claimant-records.routes.js';
import { providerMessageRoutes } from '../modules/provider-messages/provider-messages.routes.js';
import { providerSubmissionRoutes } from '../modules/submissions/submissions.routes.js';
import { providerSurveyRoutes } from '../modules/survey/survey-provider.routes.js';

/**
 * The route functions of the provider API, registered inside its plugin (key check and audit apply to
 * every one). Each area adds its line here.
 */
export const providerRoutes: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  providerContentRoutes,
  providerClaimantRoutes,
  providerMessageRoutes,
  providerSubmissionRoutes,
  providerSurveyRoutes,
];
