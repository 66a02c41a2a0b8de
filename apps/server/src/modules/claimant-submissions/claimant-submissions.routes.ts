import { type DraftType, endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { uploadDraftFile } from './draft-file-upload.js';
import { discardDraft, pipelineDepsOf, readDraft, readDraftDates, saveDraft } from './drafts.service.js';
import { documentsKind } from './documents-kind.js';
import type { FormKind } from './form-kinds.js';
import { submitForm } from './submit-form.js';

/**
 * The form kinds the `{type}` calls reach (RESOLUTIONS.md: updateform/getdraft/discarddraft/submit with
 * documents or receipts are the same services as the named calls).
 */
function kindFinder(kinds: Record<DraftType, FormKind>) {
  return (type: string | undefined): FormKind => {
    const kind = kinds[type as DraftType];
    if (!kind) throw new AppError('notImplemented');
    return kind;
  };
}

export interface ClaimantSubmissionsOptions {
  /** The kinds other modules plug in, reached by the `{type}` calls (receipts: modules/reimbursement). */
  kinds: { receipts: FormKind };
}

/**
 * Send documents (part 2 §2-§5) on the claimant-submission pipeline, and the `{type}` calls for every
 * kind: each kind's draft of the selected claim, its files, and its submission. Reimbursement's own
 * calls are its module's (reimbursement.routes.ts). Every call needs a selected claim (auth kind claim).
 */
export async function claimantSubmissionsRoutes(
  app: FastifyInstance,
  options: ClaimantSubmissionsOptions,
): Promise<void> {
  const deps = () => pipelineDepsOf(app);
  const documents = documentsKind as FormKind;
  const kindOf = kindFinder({ documents, receipts: options.kinds.receipts });

  registerEndpoint(app, endpoints.updateDocumentForm, ({ body, session, now }) =>
    saveDraft(deps(), documents, messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.getDraftDocumentForm, ({ session, now }) =>
    readDraft(deps(), documents, messagingScopeOf(session), now),
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
  registerEndpoint(app, endpoints.getDraft, ({ params, session, now }) =>
    readDraft(deps(), kindOf(params.type), messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.discardDraft, ({ params, session, now }) =>
    discardDraft(deps(), kindOf(params.type), messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.submitForm, ({ body, params, session, now }) =>
    submitForm(deps(), kindOf(params.type), messagingScopeOf(session), body, now),
  );
}
