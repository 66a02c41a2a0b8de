import {
  type UploadDetailsFileResponse,
  UPLOAD_FILE_FIELD,
  uploadDetailsFileRequestSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../modules/session/session.types.js';
import { recordAudit } from '../audit/audit.service.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { insertStoredFile } from '../files/files.repository.js';
import { receiveUpload } from '../files/receive-upload.js';
import { claimantOf } from '../../http/caller-context.js';
import { openRequestOf } from './personal-details.service.js';
import { DETAILS_FILE_PURPOSE } from './personal-details.repository.js';

/**
 * uploaddetailsfile (part 1 §7): one supporting file for an open personal-details request, sent as
 * multipart with `accessToken` and `FormId` before the file under `uploads[]`. The file is streamed
 * into storage and, once the whole request is accepted, recorded pending until the request is
 * submitted (receive-upload.ts: a refused request keeps nothing).
 */
export async function uploadDetailsFile(
  app: FastifyInstance,
  request: FastifyRequest,
  authenticate: (token: string | undefined) => Promise<AuthContext | null>,
  now: Date,
): Promise<UploadDetailsFileResponse> {
  const db = app.database.db;
  return receiveUpload(request, {
    storage: app.storage,
    fileField: UPLOAD_FILE_FIELD,
    beforeFile: async (fields) => {
      const parsed = uploadDetailsFileRequestSchema.safeParse(fields);
      if (!parsed.success) throw new UnprocessableError('invalidRequest', parsed.error.message);
      const auth = await authenticate(parsed.data.accessToken);
      const claimantId = claimantOf(auth ?? { claimantId: null });
      const form = await openRequestOf(db, claimantId, parsed.data.FormId, 'notFound');
      return { claimantId, form };
    },
    record: async (file, { claimantId, form }) => {
      const id = newId();
      // The row and its audit entry commit together; if either fails receiveUpload deletes the
      // bytes, so a failed call leaves neither an unaudited row nor bytes without a row.
      await db.transaction().execute(async (trx) => {
        await insertStoredFile(trx, {
          id,
          claimant_id: claimantId,
          claim_id: form.claim_id,
          filename: file.filename,
          mime_type: file.mimeType,
          size_bytes: file.sizeBytes,
          storage_key: file.storageKey,
          sha256: file.sha256,
          purpose: DETAILS_FILE_PURPOSE,
          status: 'pending',
          form_id: form.id,
          created_at: toTimestamp(now),
        });
        await recordAudit(
          trx,
          {
            action: 'file.uploaded',
            actorKind: 'claimant',
            actorId: claimantId,
            claimantId,
            requestId: request.id,
            details: {
              fileId: id,
              purpose: DETAILS_FILE_PURPOSE,
              formId: form.id,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
            },
          },
          now,
        );
      });
      return { FileId: id };
    },
  });
}
