import { useEffect, useRef, useState } from 'react';
import {
  isTaxFileDeclaration,
  messages,
  sendDocumentsFormSchema,
  type IdItem,
  type SendDocumentsForm,
} from '@portal/contract';
import { useDropdownList } from '../../../api/dropdown-list';
import { useFormTask } from '../../../components/ui/use-form-task';
import { documentsField, useDraftForm } from '../../../lib/draft-form/use-draft-form';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import { firstMessagePerField } from '../../../lib/forms/field-messages';
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
  return result.success ? {} : firstMessagePerField<SendDocumentsField>(result.error.issues);
}

/**
 * The send-documents form (spec part 2 §2, §4, §5) as a configuration of the shared draft form: its
 * draft saved at once on every change, its files uploaded on pick (their stored files are the draft's
 * Documents), the authorisation box, and its submit call. The Tax File Declaration Form removes the
 * message and discards the files (part 2 §2).
 */
export function useSendDocuments() {
  const task = useFormTask();
  const [isAuthorised, setIsAuthorised] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [filesCleared, setFilesCleared] = useState(false);
  const form = useDraftForm({
    formKey: draftFormKeys.documents,
    storage: {
      kind: 'server',
      source: documentsDraftSource,
      empty: emptyDocumentsDraft,
      browserFields: ['DocumentType', 'Description'],
      files: documentsField<DocumentsDraftValues>(),
    },
    uploads: { target: documentUploadTarget },
    asksBeforeLeaving: true,
    submit: {
      prepare: (values, storedFiles) => {
        const sent = { ...values, Documents: storedFiles };
        // A file that failed while Submit waited is not sent; the files rule speaks again.
        if (Object.keys(errorsOf({ ...sent, Authorised: isAuthorised })).length > 0) return null;
        if (!sent.DocumentType) return null;
        return {
          DocumentType: sent.DocumentType,
          Description: isTaxFileDeclaration(sent.DocumentType) ? '' : sent.Description.trim(),
          Documents: sent.Documents,
          ...task.field,
        };
      },
      send: submitDocuments,
      // A refusal for the request keeps the form, its draft and files as they are (ADR 0041).
      isShownByForm: task.refused,
      onSent: task.sent,
      thankYou: (submission) => ({
        to: '/thankyou-documents',
        state: submission.TaskId === undefined ? undefined : { isTaskCompleted: true },
      }),
    },
    // The hub is the target after discarding a documents draft (part 2 §2).
    discard: { confirmText: messages.sendDocuments.discardConfirm, leaveTo: '/forms' },
  });
  const { draft, uploads } = form;
  usePreselectedType(task.documentTypeId, draft.status, chooseType);

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
  const errors = errorsOf({ ...draft.values, Documents: form.pendingFiles, Authorised: isAuthorised });

  async function submit() {
    setSubmitCount((count) => count + 1);
    if (Object.keys(errors).length > 0) return;
    await form.submit();
  }

  return {
    draft,
    uploads,
    phase: form.phase,
    blockedReason: form.blockedReason,
    isBusy: form.isBusy,
    isAuthorised,
    setIsAuthorised,
    chooseType,
    writeMessage,
    filesCleared,
    errors,
    submitCount,
    submit,
    discard: form.discard,
    task,
  };
}

/**
 * A form opened for a request (Things to do) opens with the request's document type chosen, once the
 * draft and the list are there: over a draft's other type, since the claimant came for this request;
 * the draft's message and files stay (ADR 0041).
 */
function usePreselectedType(
  documentTypeId: number | undefined,
  draftStatus: string,
  choose: (item: IdItem | null) => void,
) {
  const types = useDropdownList('DocumentFormTypes');
  const isDone = useRef(false);
  const latestChoose = useRef(choose);
  useEffect(() => {
    latestChoose.current = choose;
  });
  useEffect(() => {
    if (isDone.current || documentTypeId === undefined || draftStatus !== 'ready') return;
    const item = types.find((type) => type.Id === documentTypeId);
    if (!item) return;
    isDone.current = true;
    latestChoose.current({ Id: item.Id, Item: item.Item });
  }, [documentTypeId, draftStatus, types]);
}
