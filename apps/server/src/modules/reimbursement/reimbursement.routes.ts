import { endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { messagingScopeOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  type FormKind,
  discardDraft,
  pipelineDepsOf,
  readDraft,
  submitForm,
  uploadDraftFile,
} from '../claimant-submissions/index.js';

export interface ReimbursementRoutesOptions {
  /** The receipts kind (reimbursementKindOf), the one the pipeline's `{type}` calls reach too. */
  receipts: FormKind;
}

/**
 * Reimbursement (issue 12): the claimant-submission pipeline's services with the receipts kind; its
 * draft saves go through updateform/receipts (part 2 §4, debounced one second on the web).
 */
export async function reimbursementRoutes(
  app: FastifyInstance,
  { receipts }: ReimbursementRoutesOptions,
): Promise<void> {
  const deps = () => pipelineDepsOf(app);
  registerEndpoint(app, endpoints.getDraftReceipts, ({ session, now }) =>
    readDraft(deps(), receipts, messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.discardDraftReceipts, ({ session, now }) =>
    discardDraft(deps(), receipts, messagingScopeOf(session), now),
  );
  registerEndpoint(app, endpoints.submitReceipts, ({ body, session, now }) =>
    submitForm(deps(), receipts, messagingScopeOf(session), body, now),
  );
  registerEndpoint(app, endpoints.uploadReceiptFile, ({ request, authenticate, now }) =>
    uploadDraftFile(app, receipts, request, authenticate, now),
  );
}
