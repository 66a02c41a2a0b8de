import {
  endpoints,
  messages,
  type EndpointDefinition,
  type ReceiptDraft,
  type SubmitReceiptsRequest,
} from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { datedDraftOf, type DraftSource } from '../../../lib/drafts/draft-session';
import { uploadFile } from '../../../lib/upload';
import type { UploadTarget } from '../../../lib/uploads/upload-list';

/** The reimbursement form as the draft holds it (spec part 2 §3 "Draft form"), every field present. */
export type ReceiptsDraftValues = Required<Omit<ReceiptDraft, 'BankDetailsReadonly'>>;

export const emptyReceiptsDraft: ReceiptsDraftValues = {
  DocumentType: null,
  Description: '',
  Documents: [],
  PayOther: null,
  PaymentName: '',
  PaymentAddress: '',
  PaymentEmail: '',
  PaymentPhone: '',
  PaymentRelationship: '',
  BankAccName: '',
  BankBSB: '',
  BankAccNo: '',
};

/**
 * The api client fills path parameters for GET calls only; the `{type}` calls are POSTs
 * (`updateform/:type`), so the receipts path is written into a copy of the contract's entry.
 */
function receiptsEntry<E extends EndpointDefinition>(endpoint: E): E {
  return { ...endpoint, path: endpoint.path.replace(':type', 'receipts') };
}

const updateReceiptsForm = receiptsEntry(endpoints.updateForm);

/** A stored draft with fields it lacks (a draft saved by an older client) filled from the empty form. */
function withEveryField(stored: ReceiptDraft | null): ReceiptsDraftValues | null {
  if (!stored) return null;
  const { BankDetailsReadonly: _readonly, ...fields } = stored;
  return { ...emptyReceiptsDraft, ...fields };
}

/**
 * The reimbursement draft calls (part 2 §4, §7; issue 12): getdraftreceipts on open, updateform/receipts
 * one second after the last change (the shared draft's debounce), discarddraftreceipts after the confirm.
 */
export const receiptsDraftSource: DraftSource<ReceiptsDraftValues> = {
  load: async () => {
    const answer = await callEndpoint(endpoints.getDraftReceipts, {});
    if (!answer) return null;
    // Its age (SavedMsAgo, ours) dates the draft rather than joining the form (issue 15).
    const { SavedMsAgo, ...stored } = answer;
    return datedDraftOf(withEveryField(stored), SavedMsAgo);
  },
  save: (values) => callEndpoint(updateReceiptsForm, values),
  discard: () => callEndpoint(endpoints.discardDraftReceipts, {}),
};

/** The one receipt file goes to uploadreceiptfile and joins the claimant's reimbursement draft. */
export const receiptUploadTarget: UploadTarget = {
  upload: async (file, onProgress, signal) =>
    (await uploadFile(endpoints.uploadReceiptFile, {}, file, { onProgress, signal })).FileId,
  discard: (fileId) => callEndpoint(endpoints.discardFile, { FileId: fileId }),
};

export type ReceiptsSubmission = Omit<SubmitReceiptsRequest, 'AccessToken'>;

/** submitreceipts with the checked form (part 2 §7). */
export function submitReceipts(submission: ReceiptsSubmission) {
  // The form submits only with the disclaimer ticked, and says so (Disclaimer, ADR 0025).
  return callEndpoint(
    endpoints.submitReceipts,
    { ...submission, Disclaimer: true },
    {
      loadingMessage: messages.reimbursement.sending,
    },
  );
}

/** What the review tells the claimant before Submit; null where there is nothing to say. */
export interface ReviewNotices {
  /** The day a matching receipt was already sent (issue 12). */
  duplicateDate: string | null;
  /** The day the claimant's bank details changed, inside the cooling-off period (issue 16). */
  bankChangedOn: string | null;
}

export async function readReviewNotices(): Promise<ReviewNotices> {
  const draft = await callEndpoint(endpoints.getDraftReceipts, {});
  return {
    duplicateDate: draft?.DuplicateOf?.Date ?? null,
    bankChangedOn: draft?.BankDetailsChangedOn ?? null,
  };
}
