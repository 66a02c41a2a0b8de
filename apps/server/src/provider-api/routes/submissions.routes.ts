import { providerEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerProviderEndpoint } from '../register-provider-endpoint.js';
import {
  listSubmissions,
  markSubmissionReceived,
  openProviderFile,
  readSubmission,
  setReimbursementStatus,
} from '../../modules/submissions/submissions.service.js';

/** What claimants submitted, for the provider (issue 5 "list and fetch what claimants submitted"). */
export async function providerSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  registerProviderEndpoint(app, providerEndpoints.listSubmissions, ({ query }) => listSubmissions(db, query));
  registerProviderEndpoint(app, providerEndpoints.getSubmission, ({ params }) =>
    readSubmission(db, params.submissionId),
  );
  registerProviderEndpoint(
    app,
    providerEndpoints.markSubmissionReceived,
    ({ params, apiKey, request, now }) =>
      markSubmissionReceived(db, params.submissionId, { actorId: apiKey.id, requestId: request.id }, now),
  );
  registerProviderEndpoint(
    app,
    providerEndpoints.setReimbursementStatus,
    ({ params, body, apiKey, request, now }) =>
      setReimbursementStatus(
        db,
        params.submissionId,
        body,
        { actorId: apiKey.id, requestId: request.id },
        now,
      ),
  );
  registerProviderEndpoint(app, providerEndpoints.getFile, ({ params }) =>
    openProviderFile({ db, storage: app.storage }, params.fileId),
  );
}
