import { serverErrors } from '../errors.js';

/**
 * Messaging, documents, reimbursement, enquiries and thank-you pages (spec part 2 §2, §4, §5, §8).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const inboxMessages = {
  title: 'Inbox',
  sentTitle: 'Sent Items',
  sendMessage: 'Send a message',
  switchClaimNote: 'You have more than one claim. Use Switch Claim to see messages for another claim.', // ours
  count: 'You have {n} messages',
  showing: 'Showing {from} - {to} of {total}',
  search: 'Search', // ours
  viewSentItems: 'View Sent Items',
  empty: 'There are no messages to display.',
  /** A search or date range that matched nothing: the inbox is not empty (issue 10 item 10). */
  noMatch: 'No messages match your search.', // ours
  noSelection: 'Select a message to view the details',
  loadMore: 'Load more',
  dateRanges: {
    any: 'Any',
    '7days': 'In the last 7 days',
    '30days': 'In the last 30 days',
    '6months': 'In the last 6 months',
    custom: 'Custom',
  },
  startDate: 'Start date', // ours (the spec says "Start and End date inputs")
  endDate: 'End date', // ours
  dateRange: 'Date range', // ours
  apply: 'Apply', // ours
  dateFormat: 'Enter the date in dd/mm/yyyy format', // ours
  attachments: 'Attachments', // ours
  unread: 'Unread', // ours
  hasAttachments: 'Has attachments', // ours
  download: 'Download', // ours: the button reads "Download <Filename>"
  /** Windows-hosted mode: the host saves a download into the Downloads folder (decisions.md). */
  savedToDownloads: '{name} was saved to your Downloads folder.', // ours
  backToList: 'Back to list', // ours
  detailsRegion: 'Message details', // ours
  listLabel: 'Messages', // ours: the list and the tabs' nav
  sent: 'Sent', // ours: the provider's sent date and time in the detail
  received: 'Received', // ours
  loading: 'Loading messages', // ours
  loadFailed: 'We could not load your messages.', // ours: a failed first page (no rows to show)
  tryAgain: 'Try again', // ours
} as const;

export const sentItemsMessages = {
  count: 'You have {n} Sent Items',
  filter: 'Filter', // ours
  allDocuments: 'All Documents',
  backToInbox: 'Back to Inbox',
  sentAt: 'Sent at {time} on {date}',
  receivedBy: 'Received by {provider} on {date}', // ours (issue 11 read receipts)
  empty: 'There are no sent items to display.', // ours
  listLabel: 'Sent items', // ours: the list's accessible name
  detailsRegion: 'Sent item details', // ours
  loading: 'Loading sent items', // ours
  loadFailed: 'We could not load your sent items.', // ours: a failed first page (no rows to show)
} as const;

export const formsHubMessages = {
  sendDocuments: 'Send documents',
  authorityForm: 'Complete Authority form',
  draftEdited: 'Draft - edited {date}',
  draftSaved: 'A draft of the submit documents form has been saved', // ours (spec paraphrases it)
} as const;

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

/**
 * The shared draft of every part-2 form (issue 11): "Saved at {time}" only after the server answered,
 * and what shows while a save is on its way or failed.
 */
export const formDraftMessages = {
  savedAt: 'Saved at {time}', // ours
  saving: 'Saving...', // ours
  notSaved: 'Your latest changes are not saved yet. We will try again when you next change the form.', // ours
  /** Ours (issue 15 "Offline drafts"): a save could not reach the server; the draft waits on the device. */
  savedOnDevice: 'Offline — saved on this device, will be sent to {provider} when you are back online',
  /** Ours: contact us has no server draft (form-id flow), so nothing is sent until Submit. */
  keptOnDevice: 'Offline — saved on this device. You can send it to {provider} when you are back online',
  /** Ours: why Submit is disabled; nothing is ever submitted offline. */
  submitOffline: 'You are offline. You can submit once you are back online.',
  submitWaitingForDevice:
    'Some of your changes are still only on this device. You can submit once they are sent.',
} as const;

/**
 * The per-file upload list (issue 11 "Per-file receipt"): each file reads uploading {n}% -> received
 * -> checked -> attached, or why it failed with Retry; nothing reads as sent before the server said so.
 */
export const uploadListMessages = {
  queued: 'Ready to send', // ours: sent with the form (personal details)
  uploading: 'Uploading {n}%', // ours
  received: 'Received', // ours
  checked: 'Received and checked', // ours
  attached: 'Attached', // ours
  /** GOV.UK's words for a failed upload, used when the server gave no reason. */
  couldNotUpload: 'The file could not be uploaded – try again',
  remove: 'Remove', // ours
  retry: 'Retry', // ours
  waitingForUploads: 'Waiting for your documents to finish uploading', // ours
  /** Ours (issue 15): a file chosen offline waits in the device's storage. */
  waitingOffline: 'Waiting to upload — you are offline',
} as const;

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
  bankEditBlocked: serverErrors.bankEditBlocked.Message,
  discardDraft: 'Discard draft', // ours
  loading: 'Loading your draft...', // ours
  loadFailed: 'We could not load your draft. Please try again.', // ours
  tryAgain: 'Try again', // ours
  sending: 'Sending your reimbursement request...', // ours: the loading overlay while submitting
} as const;

export const contactUsMessages = {
  intro: "We're here to help. Send us a message using the form below and we'll get back to you.",
  enquiryType: 'Please select an enquiry type',
  messageRequired: 'Please provide a message for your enquiry',
  messageMax: 'Your message must be 950 characters or fewer', // ours
  messagePlaceholder: 'Max 950 characters',
  reason: 'Reason must be between 1 - 25 characters',
  uploadDocuments: 'Upload Documents',
  fileHelp:
    'You can attach several documents, each below 10MB, of type .doc, .docx, .heic, .jpeg, .jpg, .png, .pdf, .tif, .tiff, .txt, .xls, .xlsx', // ours (spec paraphrases it)
  reimbursementNotice: sendDocumentsMessages.reimbursementNotice,
  callCentreNotice: 'We are available to take your call between 8:30am to 5:30pm AEST, Monday to Friday',
  uploading: 'Uploading...',
  uploadProgress: 'Uploading documents {n} of {total}',
  uploadFormFailed: 'Failed to upload form',
  submitFailed: 'Failed to submit form',
  /** The live count under the message box (GOV.UK character count); ours. */
  charactersRemaining: 'You have {n} characters remaining', // ours
  charactersTooMany: 'You have {n} characters too many', // ours
} as const;

export const authorityFormMessages = {
  signatureRequired: 'Please sign the form', // ours
  clear: 'Clear',
  submit: 'Submit',
  /** The typed signature of equal standing (issue 13, WCAG 2.2 2.5.7); all ours. */
  typedNameRequired: 'Type your full name to sign', // ours
  typedNameMax: 'Your name must be 200 characters or fewer', // ours
  declarationRequired: 'Please confirm the declaration to sign with your typed name', // ours
  consentUnavailable: 'We could not load the authority text. Please try again.', // ours
  loadFailed: 'We could not load your details. Please try again.', // ours
  submitting: 'Submitting your authority form...', // ours
} as const;

export const thankYouMessages = {
  documents: 'Your document has been submitted and the {provider} will respond to you shortly',
  documentsNote: 'To modify or delete submitted content, please contact {provider} on {phone}.', // ours
  reimbursement:
    'Your reimbursement request has been submitted, we will contact you if we need further information. Payments are usually made within 10 business days into your bank account.',
  checkBankDetails: 'Check or update your bank details', // ours
  /** The spec quotes "Your enquiry has been submitted..."; the rest is ours (reply time from part 2 §9). */
  contactUs: 'Your enquiry has been submitted. We will respond within {days} working days.',
  links: {
    home: 'Home',
    uploadDocuments: 'Upload Documents',
    inbox: 'Inbox',
    claimReimbursement: 'Claim reimbursement',
    sendMessage: 'Send a message',
  },
} as const;
