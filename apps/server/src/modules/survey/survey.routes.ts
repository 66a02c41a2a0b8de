import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../../http/caller-context.js';
import { surveyLogin } from './survey-login.service.js';
import { getAssessment, readOutro, submitAssessment, updateAssessment } from './survey.service.js';

/** The self-assessment survey's calls, /api/nid/* (spec part 2 §7). */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const deps = { db, sessions: app.sessions };

  registerEndpoint(app, endpoints.nidLogin, ({ body, auth, request, now }) =>
    surveyLogin(deps, { body, previous: auth, client: clientContextOf(request), now }),
  );
  registerEndpoint(app, endpoints.getNidAssessment, ({ session, now }) => getAssessment(db, session, now));
  registerEndpoint(app, endpoints.updateNidAssessment, ({ body, session, now }) =>
    updateAssessment(db, session, body, now),
  );
  registerEndpoint(app, endpoints.submitNidAssessment, ({ body, session, request, now }) =>
    submitAssessment(
      db,
      session,
      now,
      { clientIp: request.ip, requestId: request.id },
      app.deliveries,
      body.TaskId,
    ),
  );
  registerEndpoint(app, endpoints.getNidOutro, ({ session }) => readOutro(deps, session));
}
