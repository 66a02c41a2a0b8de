import { endpoints, uploadContactFileRequestSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { messagingScopeOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { openFormQuotaOf, uploadFileToOpenForm } from '../claimant-submissions/index.js';
import { CONTACT_FILE_PURPOSE, openEnquiry, openEnquiryOf, submitEnquiry } from './contact-us.service.js';

const enquiryFiles = {
  fields: uploadContactFileRequestSchema,
  purpose: CONTACT_FILE_PURPOSE,
  openFormOf: openEnquiryOf,
};

/**
 * Contact us (part 2 §2, §4): uploadcontactform opens the enquiry and answers its Identifier, each file
 * is uploaded with that FormId (uploadcontactfile), and submitcontactform sends it. A selected claim is
 * needed (auth kind claim).
 */
export async function contactUsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  registerEndpoint(app, endpoints.uploadContactForm, ({ body, session, now }) =>
    openEnquiry(db(), messagingScopeOf(session), body, openFormQuotaOf(app.config), now),
  );
  registerEndpoint(app, endpoints.uploadContactFile, ({ request, authenticate, now }) =>
    uploadFileToOpenForm(app, enquiryFiles, request, authenticate, now),
  );
  registerEndpoint(app, endpoints.submitContactForm, ({ body, session, now }) =>
    submitEnquiry(db(), messagingScopeOf(session), body.FormId, now, app.deliveries, body.TaskId),
  );
}
