/**
 * Send documents (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const sendDocumentsMessages = {
  documentType: 'Please select a document type', // ours
  messageRequired: 'Please provide a message', // ours
  messageMax: 'Message must be 1000 characters or fewer', // ours
  fileRequired: 'Please attach at least one document', // ours
  authorisation: 'Please confirm that you are authorised to send these documents', // ours
  reimbursementNotice: 'To claim a reimbursement please use the Reimbursement Form.', // ours
  contactUsLink: 'Send us a message', // ours
  discardDraft: 'Discard draft', // ours
  /** The spec's discard confirm (part 2 §2 "Reimbursement form"); documents discard the same way (§4). */
  discardConfirm: 'You are about to lose the uploaded information. Are you sure?',
  /** Choosing Tax File Declaration Form clears the files (part 2 §2); ours: say so. */
  filesClearedForTaxFile:
    'Your attached documents were removed. Attach the Tax File Declaration Form on its own.', // ours
  loading: 'Loading your draft...', // ours
  sending: 'Sending your documents...', // ours: the loading overlay while the form is submitted
  loadFailed: 'We could not load your draft. Please try again.', // ours
  tryAgain: 'Try again', // ours
} as const;
