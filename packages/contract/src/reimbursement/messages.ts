import { claimantErrors } from '../shared/errors.js';

/**
 * Reimbursement (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const reimbursementMessages = {
  /** Ours (issue 12 "Duplicate receipt warning"): shown before submitting; the claimant may go on. */
  duplicateReceipt: 'You sent this receipt on {date}', // ours
  /** Ours (issue 16 "Cooling-off"): on a reimbursement paid to the claimant soon after a bank change. */
  coolingOff:
    'Your bank details changed recently, so this payment may take longer while we confirm the change.', // ours
  payee: 'Please choose who to pay',
  receiptType: 'Please select a receipt type',
  next: 'Next',
  editForm: 'Edit form',
  submit: 'Submit',
  discardConfirm: 'You are about to lose the uploaded information. Are you sure?',
  payOthers: {
    name: 'Please enter the name of the person to pay', // ours
    address: 'Please enter their postal address', // ours
    email: 'Please enter their contact email', // ours
    relationship: 'Please enter their relationship to you', // ours
    phone: 'Enter a valid phone number', // ours
  },
  subForm: {
    dateRequired: 'Please enter a date in dd/mm/yyyy format', // ours
    dateFuture: 'The date cannot be in the future', // ours
    providerRequired: 'Please enter the provider', // ours
    providerMax: 'Provider must be 150 characters or fewer', // ours
    descriptionMax: 'Description must be 1000 characters or fewer', // ours
    amountRequired: 'Please enter the amount', // ours
    amountMax: 'Amount must be 50 characters or fewer', // ours
    durationRequired: 'Please enter the duration of service', // ours
    durationMax: 'Duration must be 50 characters or fewer', // ours
    serviceProviderRequired: 'Please enter the service provider', // ours
    serviceProviderInvalid: 'Enter a service provider name of up to 100 letters', // ours
    serviceTypeRequired: 'Please select the type of service', // ours
    notesMax: 'Notes must be 1000 characters or fewer', // ours
  },
  receiptRequired: 'Please attach your receipt', // ours
  oneReceiptOnly: 'Only one receipt can be attached', // ours
  disclaimer: 'Please confirm the declaration', // ours
  providerBillsNotice:
    'Your provider can bill the {provider} directly. No payment will be made through this portal.', // ours
  bankDetailsNotFound: 'Your bank account details were not found.', // ours
  bankEditBlocked: claimantErrors.bankEditBlocked.Message,
  discardDraft: 'Discard draft', // ours
  loading: 'Loading your draft...', // ours
  loadFailed: 'We could not load your draft. Please try again.', // ours
  tryAgain: 'Try again', // ours
  sending: 'Sending your reimbursement request...', // ours: the loading overlay while submitting
} as const;
