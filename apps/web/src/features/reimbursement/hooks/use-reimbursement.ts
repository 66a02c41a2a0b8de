import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FORM_DEBOUNCE_MS,
  PayOtherValue,
  messages,
  normaliseCurrency,
  type IdItem,
  type PayOther,
} from '@portal/contract';
import { useAccount } from '../../../api/get-account';
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
 * The reimbursement form's state (spec part 2 §2, §4, §5; issue 12): the shared draft saved one second
 * after the last change, the shared upload list holding the one receipt, the disclaimer, the payee's
 * BSB lookup, edit and review modes, and the shared submit sequence.
 */
export function useReimbursement() {
  const navigate = useNavigate();
  const { claim } = useSession();
  const account = useAccount();
  const draft = useDraft<ReceiptsDraftValues>({
    formKey: draftFormKeys.receipts,
    scope: claim?.Number ?? '',
    source: receiptsDraftSource,
    empty: emptyReceiptsDraft,
    browserFields: BROWSER_FIELDS,
    hasFiles: (values) => values.Documents.length > 0,
    debounceMs: FORM_DEBOUNCE_MS,
  });
  const uploads = useUploadList({
    target: receiptUploadTarget,
    onRefused: (message) => window.alert(message),
    onStoredChange: (stored) => draft.change((values) => ({ ...values, Documents: stored })),
    keepOffline: { formKey: draftFormKeys.receipts, scope: claim?.Number ?? '' },
  });
  const sequence = useSubmitSequence(uploads, draft);
  const [mode, setMode] = useState<ReimbursementMode>('edit');
  const [isDisclaimerTicked, setIsDisclaimerTicked] = useState(false);
  const [attemptCount, setAttemptCount] = useState(0);
  const { values } = draft;
  const bsbLookup = useBsbLookup(values.BankBSB, values.PayOther === PayOtherValue.SomeoneElse);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  // The loaded draft's file is stored on the server and attached to it.
  const hasShownDraftFiles = useRef(false);
  useEffect(() => {
    if (draft.status !== 'ready' || hasShownDraftFiles.current) return;
    hasShownDraftFiles.current = true;
    uploads.setAttached(draft.values.Documents);
  }, [draft.status, draft.values.Documents, uploads]);

  // A stored file is attached once a draft save listing it was answered.
  const { savedAt, isFormSaved } = draft;
  useEffect(() => {
    if (savedAt && isFormSaved) uploads.markAttached(values.Documents.map((file) => file.FileID));
  }, [savedAt, isFormSaved, values.Documents, uploads]);

  const isUploading = uploads.entries.some((entry) => entry.state === 'uploading');
  // Offline, what waits on the device counts as saved (issue 15).
  const allowLeave = useLeaveConfirm(hasUnsavedWork(draft, uploads.entries), messages.shell.unsavedChanges);

  /** The form as the rules see it: a file on its way counts as the receipt until it settles. */
  const pendingFiles = uploads.entries
    .filter((entry) => entry.state !== 'failed')
    .map((entry) => ({ Filename: entry.filename, FileID: entry.fileId ?? entry.key }));
  const errors = errorsOf(values, { files: pendingFiles, isDisclaimerTicked, bsbLookup });
  /** Next and Submit wait for uploads, the BSB lookup and a submit on its way (part 2 §5 "not busy"). */
  const isBusy = sequence.isBusy || isUploading || bsbLookup.state === 'pending';

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
    const typed = readSubForm(latest.current)[field] ?? '';
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
    const completed = withCompletedAmounts(latest.current);
    if (completed !== latest.current) draft.change(() => completed);
    const isCompletedValid =
      Object.keys(errorsOf(completed, { files: pendingFiles, isDisclaimerTicked, bsbLookup })).length === 0;
    if (!isCompletedValid || isBusy) return;
    setMode('review');
  }

  function editForm() {
    setMode('edit');
  }

  async function submit() {
    await sequence.run(async () => {
      // Saves still waiting for the debounce go first, so none can land after the draft is submitted.
      await draft.flush();
      const submission = submissionOf(latest.current, uploads.storedFiles());
      if (!submission) {
        setAttemptCount((count) => count + 1);
        setMode('edit');
        return;
      }
      try {
        await submitReceipts(submission);
      } catch (failure) {
        // An expired session already signed the user out; the draft keeps everything for next time.
        if (failure instanceof ApiError && failure.isSessionExpired) return;
        uploads.resetProgress();
        window.alert(messages.alerts.submitFailed);
        return;
      }
      const bankDetails = account.data;
      const state: ThankYouReimbursementState = {
        canEditBankDetails:
          submission.PayOther === PayOtherValue.Me &&
          bankDetails?.BankDetailsCanEdit === true &&
          !bankDetails.IsStateTrustee,
      };
      draft.complete();
      uploads.reset();
      allowLeave();
      void navigate('/thankyou-reimbursement', { state });
    });
  }

  const discard = () =>
    discardDraft({
      confirmText: messages.reimbursement.discardConfirm,
      draft,
      uploads,
      allowLeave,
      leave: () => void navigate('/claim'),
    });

  return {
    draft,
    uploads,
    account: account.data,
    isAccountLoading: account.isPending && account.fetchStatus !== 'idle',
    subForm: readSubForm(values),
    bsbLookup,
    mode,
    phase: sequence.phase,
    isSubmitting: sequence.isBusy,
    blockedReason: sequence.blockedReason,
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
    submit,
    discard,
  };
}

export type ReimbursementFormState = ReturnType<typeof useReimbursement>;
