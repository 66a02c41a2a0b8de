// The claimant-submission pipeline as other modules use it (issue 31): a form kind (documents here,
// receipts in modules/reimbursement) plugs into the draft, upload and submit services; the one-step
// forms (contact us, personal details, the authority form) keep an open form and record their
// submission with its sent item.
export type { AcceptedSubmission, DraftFields, FormKind, SubmitContext } from './form-kinds.js';
export { idItemOrNull } from './form-kinds.js';
export { type PipelineDeps, discardDraft, pipelineDepsOf, readDraft, saveDraft } from './drafts.service.js';
export { submitForm } from './submit-form.js';
export { uploadDraftFile } from './draft-file-upload.js';
export { type OpenFormQuota, insertOpenFormWithinQuota, openFormQuotaOf } from './claimant-quotas.js';
export { type OpenFormUpload, uploadFileToOpenForm } from './open-form-upload.js';
export { type SubmissionRecord, recordSubmission } from './record-submission.js';
export {
  findOwnForm,
  firstClaimIdOf,
  markSubmitted,
  pendingFilesOfForm,
  updateOpenFormData,
} from './open-forms.repository.js';
export { insertSubmission } from './submission-records.repository.js';
// The provider's marks on a sent submission (modules/submissions).
export { markReceived, setPayment } from './submission-status.repository.js';
