import { UPLOAD_FILE_FIELD, uploadDocumentFileRequestSchema } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../session/session.types.js';
import { recordAudit } from '../audit/audit.service.js';
import { receiveUpload, recordPendingUpload } from '../files/index.js';
import { recordWithinUploadQuota, refuseUploadWithoutRoom } from './claimant-quotas.js';
import { upsertDraft } from './drafts.repository.js';
import type { FormKind } from './form-kinds.js';

/**
 * uploaddocumentfile (part 2 §4 "uploads run per file"): one file for the claimant's draft of the kind
 * on the selected claim, created by this upload when there is none yet. The file is checked (below
 * 10 MB, an accepted type by its bytes) and, once the whole request is accepted, recorded pending on
 * the draft in one transaction with its audit entry and the draft's new date (receive-upload.ts: a
 * refused request keeps nothing), within the claimant's pending-upload quota (claimant-quotas.ts). A
 * FormId, when sent, must be that draft's id.
 */
export async function uploadDraftFile(
  app: FastifyInstance,
  kind: FormKind,
  request: FastifyRequest,
  authenticate: (token: string | undefined) => Promise<AuthContext | null>,
  now: Date,
): Promise<{ FileId: string }> {
  const db = app.database.db;
  const quotas = app.config.claimantQuotas;
  return receiveUpload(request, {
    storage: app.storage,
    fileField: UPLOAD_FILE_FIELD,
    beforeFile: async (fields) => {
      const parsed = uploadDocumentFileRequestSchema.safeParse(fields);
      if (!parsed.success) throw new UnprocessableError('invalidRequest', parsed.error.message);
      const auth = await authenticate(parsed.data.accessToken);
      if (!auth) throw new UnprocessableError('invalidRequest', 'no session after authenticate');
      const owner = messagingScopeOf(auth);
      await refuseUploadWithoutRoom(db, owner.claimantId, quotas);
      return { owner, formId: parsed.data.FormId };
    },
    record: async (file, { owner, formId }) => {
      const id = newId();
      const at = toTimestamp(now);
      await recordWithinUploadQuota(db, owner.claimantId, quotas, file.sizeBytes, async (trx) => {
        const draft = await upsertDraft(trx, owner, kind.kind, { id: newId(), data: null, at });
        // Another draft's id (another claimant's, or one discarded meanwhile) reads as absent.
        if (formId && formId !== draft.id) throw new AppError('notFound');
        await recordPendingUpload(trx, file, {
          id,
          claimantId: owner.claimantId,
          claimId: owner.claimId,
          purpose: kind.kind,
          formId: draft.id,
          at,
        });
        await recordAudit(
          trx,
          {
            action: 'file.uploaded',
            actorKind: 'claimant',
            actorId: owner.claimantId,
            claimantId: owner.claimantId,
            requestId: request.id,
            details: {
              fileId: id,
              purpose: kind.kind,
              formId: draft.id,
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
