import type { FastifyInstance } from 'fastify';
import { providerContentRoutes } from './routes/provider-content.routes.js';
import { providerClaimantRoutes } from './routes/claimant-records.routes.js';
import { providerMessageRoutes } from './routes/provider-messages.routes.js';
import { providerSubmissionRoutes } from './routes/submissions.routes.js';
import { providerSurveyRoutes } from './routes/survey-provider.routes.js';
import { providerDeliveryRoutes } from './routes/deliveries.routes.js';
import { providerTaskRoutes } from './routes/tasks.routes.js';
import { providerPaymentRoutes } from './routes/payments.routes.js';
import { providerEventRoutes } from './routes/events.routes.js';

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
  providerDeliveryRoutes,
  providerTaskRoutes,
  providerPaymentRoutes,
  providerEventRoutes,
];
