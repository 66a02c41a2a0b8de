import { type UploadDetailsFileResponse, uploadDetailsFileRequestSchema } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../modules/session/session.types.js';
import { type OpenFormUpload, uploadFileToOpenForm } from '../claimant-submissions/index.js';
import { DETAILS_FILE_PURPOSE } from './personal-details.repository.js';
import { openRequestOf } from './personal-details.service.js';

const detailsFiles: OpenFormUpload = {
  fields: uploadDetailsFileRequestSchema,
  purpose: DETAILS_FILE_PURPOSE,
  openFormOf: (db, claimantId, formId) => openRequestOf(db, claimantId, formId, 'notFound'),
};

/**
 * uploaddetailsfile (part 1 §7): one supporting file for an open personal-details request, on the
 * form-id flow's upload (claimant-submissions/open-form-upload.ts).
 */
export function uploadDetailsFile(
  app: FastifyInstance,
  request: FastifyRequest,
  authenticate: (token: string | undefined) => Promise<AuthContext | null>,
  now: Date,
): Promise<UploadDetailsFileResponse> {
  return uploadFileToOpenForm(app, detailsFiles, request, authenticate, now);
}
