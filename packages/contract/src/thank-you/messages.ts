/**
 * The thank-you pages after a submission (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
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
