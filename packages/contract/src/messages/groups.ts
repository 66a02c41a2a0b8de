/**
 * The message groups by the names the portal reads them by (`messages.signIn.title`), one export each:
 * `messages` is this module's namespace (messages.ts), so a bundle keeps the groups its pages read, each
 * in the chunk of the pages that read it (issue 15), where one object literal kept every group in the
 * entry chunk.
 */
export { shellMessages as shell } from './shell.js';
export { alertMessages as alerts } from './shell.js';
export { fieldMessages as fields } from './fields.js';
export { signInMessages as signIn } from './session.js';
export { registrationMessages as registration } from './session.js';
export { retrievalMessages as retrieval } from './session.js';
export { accessCodeMessages as accessCode } from './session.js';
export { claimsMessages as claims } from './account.js';
export { claimHomeMessages as claimHome } from './account.js';
export { myDetailsMessages as myDetails } from './account.js';
export { inboxMessages as inbox } from './inbox.js';
export { sentItemsMessages as sentItems } from './sent-items.js';
export { formsHubMessages as formsHub } from './forms-hub.js';
export { sendDocumentsMessages as sendDocuments } from './send-documents.js';
export { reimbursementMessages as reimbursement } from './reimbursement.js';
export { reimbursementPayeeMessages as reimbursementPayee } from './reimbursement-payees.js';
export { contactUsMessages as contactUs } from './contact-us.js';
export { authorityFormMessages as authorityForm } from './authority-form.js';
export { thankYouMessages as thankYou } from './thank-you.js';
export { formDraftMessages as formDrafts } from './form-drafts.js';
export { uploadListMessages as uploadList } from './upload-list.js';
export { surveyMessages as survey } from './survey.js';
export { servicesMessages as services } from './survey.js';
export { notificationMessages as notifications } from './notifications.js';
