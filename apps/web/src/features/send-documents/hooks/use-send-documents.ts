import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isTaxFileDeclaration,
  messages,
  sendDocumentsFormSchema,
  type IdItem,
  type SendDocumentsForm,
} from '@portal/contract';
import { ApiError } from '../../../lib/api-error';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import { useDraft } from '../../../lib/drafts/use-draft';
import { useSubmitSequence } from '../../../lib/forms/use-submit-sequence';
import { discardDraft } from '../../../lib/forms/discard-draft';
import { hasUnsavedWork } from '../../../lib/forms/has-unsaved-work';
import { useLeaveConfirm } from '../../../lib/routing/use-leave-confirm';
import { useSession } from '../../../lib/use-session';
import { useUploadList } from '../../../lib/uploads/use-upload-list';
import {
  documentUploadTarget,
  documentsDraftSource,
  emptyDocumentsDraft,
  submitDocuments,
  type DocumentsDraftValues,
} from '../api/documents-draft';

export type SendDocumentsField = 'DocumentType' | 'Description' | 'Documents' | 'Authorised';
export type FieldErrors = Partial<Record<SendDocumentsField, string>>;

/** The first message per field of the contract's send-documents rules (part 2 §5). */
export function errorsOf(form: SendDocumentsForm | Record<string, unknown>): FieldErrors {
  const result = sendDocumentsFormSchema.safeParse(form);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SendDocumentsField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The send-documents form's state (spec part 2 §2, §4, §5): the shared draft (saved at once on every
 * change), the shared per-file upload list (its stored files are the draft's Documents), the
 * authorisation box, and the shared submit sequence. The Tax File Declaration Form removes the
 * message and discards the files (part 2 §2).
 */
export function useSendDocuments() {
  const navigate = useNavigate();
  const { claim } = useSession();
  const draft = useDraft<DocumentsDraftValues>({
    formKey: draftFormKeys.documents,
    scope: claim?.Number ?? '',
    source: documentsDraftSource,
    empty: emptyDocumentsDraft,
    browserFields: ['DocumentType', 'Description'],
    hasFiles: (values) => values.Documents.length > 0,
  });
  const uploads = useUploadList({
    target: documentUploadTarget,
    onRefused: (message) => window.alert(message),
    onStoredChange: (stored) => draft.change((values) => ({ ...values, Documents: stored })),
    keepOffline: { formKey: draftFormKeys.documents, scope: claim?.Number ?? '' },
  });
  const sequence = useSubmitSequence(uploads, draft);
  const [isAuthorised, setIsAuthorised] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [filesCleared, setFilesCleared] = useState(false);
  const latest = useRef({ values: draft.values, isAuthorised });
  useEffect(() => {
    latest.current = { values: draft.values, isAuthorised };
  });

  // The loaded draft's files are stored on the server and attached to it.
  const hasShownDraftFiles = useRef(false);
  useEffect(() => {
    if (draft.status !== 'ready' || hasShownDraftFiles.current) return;
    hasShownDraftFiles.current = true;
    uploads.setAttached(draft.values.Documents);
  }, [draft.status, draft.values.Documents, uploads]);

  // A stored file is attached once a draft save listing it was answered.
  const { savedAt, isFormSaved, values } = draft;
  useEffect(() => {
    if (savedAt && isFormSaved) uploads.markAttached(values.Documents.map((file) => file.FileID));
  }, [savedAt, isFormSaved, values.Documents, uploads]);

  // Offline, what waits on the device counts as saved (issue 15).
  const allowLeave = useLeaveConfirm(hasUnsavedWork(draft, uploads.entries), messages.shell.unsavedChanges);

  function chooseType(item: IdItem | null) {
    const isTaxFile = isTaxFileDeclaration(item);
    draft.change((current) => ({
      ...current,
      DocumentType: item,
      Description: isTaxFile ? '' : current.Description,
    }));
    if (isTaxFile && uploads.entries.length > 0) {
      setFilesCleared(true);
      void uploads.clear();
    } else {
      setFilesCleared(false);
    }
  }

  function writeMessage(text: string) {
    draft.change((current) => ({ ...current, Description: text }));
  }

  /** The form as the rules see it: files on their way count as attached until they settle. */
  const pendingFiles = uploads.entries
    .filter((entry) => entry.state !== 'failed')
    .map((entry) => ({ Filename: entry.filename, FileID: entry.fileId ?? entry.key }));
  const errors = errorsOf({ ...draft.values, Documents: pendingFiles, Authorised: isAuthorised });

  async function submit() {
    setSubmitCount((count) => count + 1);
    if (Object.keys(errors).length > 0) return;
    await sequence.run(async () => {
      const form = { ...latest.current.values, Documents: uploads.storedFiles() };
      // A file that failed while Submit waited is not sent; the files rule speaks again.
      if (Object.keys(errorsOf({ ...form, Authorised: latest.current.isAuthorised })).length > 0) return;
      if (!form.DocumentType) return;
      try {
        await submitDocuments({
          DocumentType: form.DocumentType,
          Description: isTaxFileDeclaration(form.DocumentType) ? '' : form.Description.trim(),
          Documents: form.Documents,
        });
      } catch (failure) {
        // An expired session already signed the user out; the draft keeps everything for next time.
        if (failure instanceof ApiError && failure.isSessionExpired) return;
        uploads.resetProgress();
        window.alert(messages.alerts.submitFailed);
        return;
      }
      draft.complete();
      uploads.reset();
      allowLeave();
      void navigate('/thankyou-documents');
    });
  }

  const discard = () =>
    discardDraft({
      confirmText: messages.sendDocuments.discardConfirm,
      draft,
      uploads,
      allowLeave,
      // The hub is the target after discarding a documents draft (part 2 §2).
      leave: () => void navigate('/forms'),
    });

  return {
    draft,
    uploads,
    phase: sequence.phase,
    blockedReason: sequence.blockedReason,
    isBusy: sequence.isBusy,
    isAuthorised,
    setIsAuthorised,
    chooseType,
    writeMessage,
    filesCleared,
    errors,
    submitCount,
    submit,
    discard,
  };
}
