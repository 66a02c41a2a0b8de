import { type DraftType, endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { uploadDraftFile } from './draft-file-upload.js';
import { discardDraft, readDraft, readDraftDates, saveDraft } from './drafts.service.js';
import { documentsKind } from './documents-kind.js';
import type { FormKind } from './form-kinds.js';
import { submitForm } from './submit-form.js';

/**
 * The form kinds the `{type}` calls reach (RESOLUTIONS.md: updateform/getdraft/discarddraft/submit with
 * documents or receipts are the same services as the named calls). Receipts joins when its kind is
 * written; until then its calls answer "not available yet".
 */
const kindsByType: Partial<Record<DraftType, FormKind>> = { documents: documentsKind as FormKind };

function kindOf(type: string | undefined): FormKind {
  const kind = kindsByType[type as DraftType];
  if (!kind) throw new AppError('notImplemented');
  return kind;
}

/**
 * Send documents (part 2 §2-§5) on the claimant-submission pipeline: the documents draft of the
 * selected claim, its files, and its submission. Every call needs a selected claim (auth kind claim).
 */
export async function claimantSubmissionsRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ db: app.database.db, storage: app.storage, log: app.log });
  const documents = documentsKind as FormKind;

  registerEndpoint(app, endpoints.updateDocumentForm, ({ body, session, now }) =>
    saveDraft(deps(), documents, messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.getDraftDocumentForm, ({ session }) =>
    readDraft(deps(), documents, messagingScopeOf(session)),
  );
  registerEndpoint(app, endpoints.discardDraftDocuments, ({ session, now }) =>
    discardDraft(deps(), documents, messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.submitDocumentForm, ({ body, session, now }) =>
    submitForm(deps(), documentsKind, messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.getDraftDates, ({ session }) =>
    readDraftDates(deps(), messagingScopeOf(session)),
  );
  registerEndpoint(app, endpoints.uploadDocumentFile, ({ request, authenticate, now }) =>
    uploadDraftFile(app, documents, request, authenticate, now),
  );

  registerEndpoint(app, endpoints.updateForm, ({ body, params, session, now }) =>
    saveDraft(deps(), kindOf(params.type), messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.getDraft, ({ params, session }) =>
    readDraft(deps(), kindOf(params.type), messagingScopeOf(session)),
  );
  registerEndpoint(app, endpoints.discardDraft, ({ params, session, now }) =>
    discardDraft(deps(), kindOf(params.type), messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.submitForm, ({ body, params, session, now }) =>
    submitForm(deps(), kindOf(params.type), messagingScopeOf(session), body, now),
  );
}
