import { useState } from 'react';
import {
  FORM_DEBOUNCE_MS,
  PayOtherValue,
  messages,
  normaliseCurrency,
  type IdItem,
  type PayOther,
} from '@portal/contract';
import { useAccount } from '../../../api/get-account';
import { useFormTask } from '../../../components/ui/use-form-task';
import { documentsField, useDraftForm } from '../../../lib/draft-form/use-draft-form';
import { draftFormKeys } from '../../../lib/drafts/draft-keys';
import {
  emptyReceiptsDraft,
  receiptUploadTarget,
  receiptsDraftSource,
  submitReceipts,
  type ReceiptsDraftValues,
} from '../api/receipts-draft';
import {
  carrySubForm,
  errorsOf,
  readSubForm,
  receiptKindFor,
  submissionOf,
  withCompletedAmounts,
  writeSubForm,
  type SubFormField,
} from './reimbursement-rules';
import { useBsbLookup } from './use-bsb-lookup';

export type ReimbursementMode = 'edit' | 'review';

/** What the thank-you page reads from the navigation (part 2 §2 "Thank-you pages"). */
export interface ThankYouReimbursementState {
  canEditBankDetails: boolean;
  /** The submit completed a request of Things to do (issue 32). */
  isTaskCompleted: boolean;
}

/** The payee's typed fields (paying someone else, part 2 §3). */
export type PaymentField = Extract<
  keyof ReceiptsDraftValues,
  `Payment${string}` | 'BankAccName' | 'BankBSB' | 'BankAccNo'
>;

/** Fields a claimant types: kept in the browser until a save of them was answered (lib/drafts). */
const BROWSER_FIELDS = [
  'DocumentType',
  'Description',
  'PayOther',
  'PaymentName',
  'PaymentAddress',
  'PaymentEmail',
  'PaymentPhone',
  'PaymentRelationship',
  'BankAccName',
  'BankBSB',
  'BankAccNo',
] as const satisfies readonly (keyof ReceiptsDraftValues)[];

/**
 * The reimbursement form (spec part 2 §2, §4, §5; issue 12) as a configuration of the shared draft
 * form: its draft saved one second after the last change (flushed before the submit), the upload list
 * holding the one receipt, the disclaimer, the payee's BSB lookup, edit and review modes, and its
 * submit call, whose thank-you page learns whether the bank details may be edited.
 */
export function useReimbursement() {
  const account = useAccount();
  const task = useFormTask();
  const [mode, setMode] = useState<ReimbursementMode>('edit');
  const [isDisclaimerTicked, setIsDisclaimerTicked] = useState(false);
  const [attemptCount, setAttemptCount] = useState(0);
  const form = useDraftForm({
    formKey: draftFormKeys.receipts,
    storage: {
      kind: 'server',
      source: receiptsDraftSource,
      empty: emptyReceiptsDraft,
      browserFields: BROWSER_FIELDS,
      files: documentsField<ReceiptsDraftValues>(),
      debounceMs: FORM_DEBOUNCE_MS,
    },
    uploads: { target: receiptUploadTarget },
    asksBeforeLeaving: true,
    submit: {
      // Saves still waiting for the debounce go first, so none can land after the draft is submitted.
      flushesDraftFirst: true,
      prepare: (latest, storedFiles) => {
        const submission = submissionOf(latest, storedFiles);
        if (!submission) {
          setAttemptCount((count) => count + 1);
          setMode('edit');
        }
        return submission && { ...submission, ...task.field };
      },
      send: submitReceipts,
      // A refusal for the request keeps the form, its draft and receipt as they are (ADR 0041).
      isShownByForm: task.refused,
      onSent: task.sent,
      thankYou: (submission) => {
        const bankDetails = account.data;
        const state: ThankYouReimbursementState = {
          canEditBankDetails:
            submission.PayOther === PayOtherValue.Me &&
            bankDetails?.BankDetailsCanEdit === true &&
            !bankDetails.IsStateTrustee,
          isTaskCompleted: submission.TaskId !== undefined,
        };
        return { to: '/thankyou-reimbursement', state };
      },
    },
    discard: { confirmText: messages.reimbursement.discardConfirm, leaveTo: '/claim' },
  });
  const { draft, uploads } = form;
  const { values } = draft;
  const bsbLookup = useBsbLookup(values.BankBSB, values.PayOther === PayOtherValue.SomeoneElse);

  const isUploading = uploads.entries.some((entry) => entry.state === 'uploading');
  /** The form as the rules see it: a file on its way counts as the receipt until it settles. */
  const pendingFiles = form.pendingFiles;
  const errors = errorsOf(values, { files: pendingFiles, isDisclaimerTicked, bsbLookup });
  /** Next and Submit wait for uploads, the BSB lookup and a submit on its way (part 2 §5 "not busy"). */
  const isBusy = form.isBusy || isUploading || bsbLookup.state === 'pending';

  function choosePayee(payOther: PayOther) {
    draft.change((current) => ({ ...current, PayOther: payOther }));
  }

  function setPaymentField(field: PaymentField, value: string) {
    draft.change((current) => ({ ...current, [field]: value }));
  }

  function chooseReceiptType(item: IdItem | null) {
    draft.change((current) => ({
      ...current,
      DocumentType: item,
      Description: carrySubForm(current.Description, current.DocumentType, item),
    }));
  }

  function setSubFormField(field: SubFormField, value: string) {
    draft.change((current) => {
      const kind = receiptKindFor(current.DocumentType);
      if (!kind) return current;
      return { ...current, Description: writeSubForm(kind, { ...readSubForm(current), [field]: value }) };
    });
  }

  /** On leaving an amount field a $ prefix and .00 suffix are added when missing (part 2 §5). */
  function completeAmount(field: 'cost' | 'amount') {
    const typed = readSubForm(form.readLatest())[field] ?? '';
    const completed = normaliseCurrency(typed);
    if (completed !== typed) setSubFormField(field, completed);
  }

  /** Exactly one receipt (part 2 §5): a second file is refused before a byte is sent. */
  function pickReceipt(file: File) {
    const kept = uploads.entries.filter((entry) => entry.state !== 'failed');
    if (kept.length > 0) {
      window.alert(messages.reimbursement.oneReceiptOnly);
      return;
    }
    // A receipt that failed to upload makes way for the new pick.
    for (const entry of uploads.entries) void uploads.remove(entry.key);
    uploads.add(file);
  }

  function next() {
    setAttemptCount((count) => count + 1);
    // Enter in an amount field moves on without leaving it: its amount is completed all the same.
    const latest = form.readLatest();
    const completed = withCompletedAmounts(latest);
    if (completed !== latest) draft.change(() => completed);
    const isCompletedValid =
      Object.keys(errorsOf(completed, { files: pendingFiles, isDisclaimerTicked, bsbLookup })).length === 0;
    if (!isCompletedValid || isBusy) return;
    setMode('review');
  }

  function editForm() {
    setMode('edit');
  }

  return {
    draft,
    uploads,
    account: account.data,
    isAccountLoading: account.isPending && account.fetchStatus !== 'idle',
    subForm: readSubForm(values),
    bsbLookup,
    mode,
    phase: form.phase,
    isSubmitting: form.isBusy,
    blockedReason: form.blockedReason,
    isBusy,
    isDisclaimerTicked,
    setIsDisclaimerTicked,
    errors,
    attemptCount,
    choosePayee,
    setPaymentField,
    chooseReceiptType,
    setSubFormField,
    completeAmount,
    pickReceipt,
    next,
    editForm,
    submit: form.submit,
    discard: form.discard,
    task,
  };
}

export type ReimbursementFormState = ReturnType<typeof useReimbursement>;
