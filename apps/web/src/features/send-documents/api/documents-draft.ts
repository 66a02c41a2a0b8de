import { endpoints, messages, type DocumentDraft, type FileRef, type IdItem } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { datedDraftOf, type DraftSource } from '../../../lib/drafts/draft-session';
import { uploadFile } from '../../../lib/upload';
import type { UploadTarget } from '../../../lib/uploads/upload-list';

/** The send-documents form as the draft holds it (spec part 2 §3 "Draft form"). */
export type DocumentsDraftValues = DocumentDraft;

export const emptyDocumentsDraft: DocumentsDraftValues = {
  DocumentType: null,
  Description: '',
  Documents: [],
};

/**
 * The documents draft calls (part 2 §7): getdraftdocumentform on open, updatedocumentform on every
 * change, discarddraftdocuments after the confirm. The draft answer is read through its contract schema;
 * its age (SavedMsAgo, ours) dates it rather than joining the form (issue 15).
 */
export const documentsDraftSource: DraftSource<DocumentsDraftValues> = {
  load: async () => {
    const answer = await callEndpoint(endpoints.getDraftDocumentForm, {});
    if (!answer) return null;
    const { SavedMsAgo, ...values } = answer;
    return datedDraftOf(values, SavedMsAgo);
  },
  save: (values) => callEndpoint(endpoints.updateDocumentForm, values),
  discard: () => callEndpoint(endpoints.discardDraftDocuments, {}),
};

/** Each file goes on its own to uploaddocumentfile, joining the claimant's documents draft. */
export const documentUploadTarget: UploadTarget = {
  upload: async (file, onProgress, signal) =>
    (await uploadFile(endpoints.uploadDocumentFile, {}, file, { onProgress, signal })).FileId,
  discard: (fileId) => callEndpoint(endpoints.discardFile, { FileId: fileId }),
};

export interface DocumentsSubmission {
  DocumentType: IdItem;
  /** Empty for the Tax File Declaration Form, which has no message box (part 2 §2). */
  Description: string;
  Documents: FileRef[];
  /** The request of Things to do this submission completes (issue 32), when opened for one. */
  TaskId?: string;
}

/**
 * submitdocumentform with the form's type, message and stored files; the form only submits once the
 * authorisation box is ticked, and says so to the server (Authorised).
 */
export function submitDocuments(submission: DocumentsSubmission) {
  return callEndpoint(
    endpoints.submitDocumentForm,
    { ...submission, Authorised: true },
    {
      loadingMessage: messages.sendDocuments.sending,
    },
  );
}
