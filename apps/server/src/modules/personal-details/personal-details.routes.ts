import { endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { claimantOf } from '../../http/caller-context.js';
import { openFormQuotaOf } from '../claimant-submissions/index.js';
import { uploadDetailsFile } from './personal-details-upload.js';
import {
  type Requester,
  savePersonalDetailsRequest,
  submitPersonalDetailsRequest,
} from './personal-details.service.js';

/**
 * The personal-details change request (part 1 §4, §7): submit details (updatepersonaldetails or
 * uploaddetailsrequest), upload files with the form id, then the final submitdetailsrequest.
 */
export async function personalDetailsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const requester = (session: { claimantId: string | null; selectedClaimId: string | null }): Requester => ({
    claimantId: claimantOf(session),
    selectedClaimId: session.selectedClaimId,
  });

  registerEndpoint(app, endpoints.updatePersonalDetails, ({ body, session, now }) =>
    savePersonalDetailsRequest(db(), requester(session), body, openFormQuotaOf(app.config), now),
  );
  registerEndpoint(app, endpoints.uploadDetailsRequest, ({ body, session, now }) =>
    savePersonalDetailsRequest(db(), requester(session), body, openFormQuotaOf(app.config), now),
  );
  registerEndpoint(app, endpoints.submitDetailsRequest, ({ body, session, now }) =>
    submitPersonalDetailsRequest(db(), requester(session), body.FormId, now, app.deliveries),
  );
  registerEndpoint(app, endpoints.uploadDetailsFile, ({ request, authenticate, now }) =>
    uploadDetailsFile(app, request, authenticate, now),
  );
}
