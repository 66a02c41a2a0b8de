import { sendDocumentsMessages } from '../send-documents/messages.js';

/**
 * Contact us (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
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
