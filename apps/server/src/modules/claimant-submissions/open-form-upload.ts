import { UPLOAD_FILE_FIELD, type UploadFileResponse } from '@portal/contract';
import type { z } from 'zod/mini';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';
import { claimantOf } from '../../http/caller-context.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../session/session.types.js';
import { recordAudit } from '../audit/audit.service.js';
import { receiveUpload, recordPendingUpload } from '../files/index.js';
import { recordWithinUploadQuota, refuseUploadWithoutRoom } from './claimant-quotas.js';

export interface OpenFormUpload {
  /** The call's text fields (accessToken and FormId), from the contract. */
  fields: z.ZodMiniType<{ accessToken?: string | undefined; FormId: string }>;
  /** stored_files.purpose of this kind's files. */
  purpose: string;
  /** The caller's open form with this id; refuses (throws) anything else. */
  openFormOf(db: Kysely<Database>, claimantId: string, formId: string): Promise<Row<'submissions'>>;
}

/**
 * One file for an open form of the form-id flow (personal details, contact us), sent as multipart with
 * `accessToken` and `FormId` before the file under `uploads[]` (the same fields for every such call).
 * The file is streamed into storage and, once the whole request is accepted, recorded pending until
 * the form is submitted, with its audit entry in the same transaction (files/receive-upload.ts: a
 * refused request keeps nothing), within the claimant's pending-upload quota (claimant-quotas.ts).
 */
export async function uploadFileToOpenForm(
  app: FastifyInstance,
  kind: OpenFormUpload,
  request: FastifyRequest,
  authenticate: (token: string | undefined) => Promise<AuthContext | null>,
  now: Date,
): Promise<UploadFileResponse> {
  const db = app.database.db;
  const quotas = app.config.claimantQuotas;
  return receiveUpload(request, {
    storage: app.storage,
    fileField: UPLOAD_FILE_FIELD,
    beforeFile: async (fields) => {
      const parsed = kind.fields.safeParse(fields);
      if (!parsed.success) throw new UnprocessableError('invalidRequest', parsed.error.message);
      const auth = await authenticate(parsed.data.accessToken);
      const claimantId = claimantOf(auth ?? { claimantId: null });
      const form = await kind.openFormOf(db, claimantId, parsed.data.FormId);
      await refuseUploadWithoutRoom(db, claimantId, quotas);
      return { claimantId, form };
    },
    record: async (file, { claimantId, form }) => {
      const id = newId();
      await recordWithinUploadQuota(db, claimantId, quotas, file.sizeBytes, async (trx) => {
        await recordPendingUpload(trx, file, {
          id,
          claimantId,
          claimId: form.claim_id,
          purpose: kind.purpose,
          formId: form.id,
          at: toTimestamp(now),
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
              purpose: kind.purpose,
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
