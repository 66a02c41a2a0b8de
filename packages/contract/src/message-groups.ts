/**
 * The message groups by the names the portal reads them by (`messages.signIn.title`), one export each:
 * `messages` is this module's namespace (messages.ts), so a bundle keeps the groups its pages read, each
 * in the chunk of the pages that read it (issue 15), where one object literal kept every group in the
 * entry chunk.
 */
export { shellMessages as shell } from './shell/messages.js';
export { alertMessages as alerts } from './shell/messages.js';
export { screenTitles } from './shell/screen-titles.js';
export { fieldMessages as fields } from './shared/field-messages.js';
export { signInMessages as signIn } from './session/messages.js';
export { registrationMessages as registration } from './registration/messages.js';
export { retrievalMessages as retrieval } from './retrieval/messages.js';
export { accessCodeMessages as accessCode } from './access-code/messages.js';
export { sessionTimeoutMessages as sessionTimeout } from './session/timeout-messages.js';
export { claimsMessages as claims } from './claims/messages.js';
export { claimHomeMessages as claimHome } from './claims/messages.js';
export { myDetailsMessages as myDetails } from './account/messages.js';
export { inboxMessages as inbox } from './inbox/messages.js';
export { sentItemsMessages as sentItems } from './sent-items/messages.js';
export { formsHubMessages as formsHub } from './forms-hub/messages.js';
export { sendDocumentsMessages as sendDocuments } from './send-documents/messages.js';
export { reimbursementMessages as reimbursement } from './reimbursement/messages.js';
export { reimbursementPayeeMessages as reimbursementPayee } from './reimbursement/payee-messages.js';
export { contactUsMessages as contactUs } from './contact-us/messages.js';
export { authorityFormMessages as authorityForm } from './authority-form/messages.js';
export { thankYouMessages as thankYou } from './thank-you/messages.js';
export { formDraftMessages as formDrafts } from './form-drafts/messages.js';
export { uploadListMessages as uploadList } from './uploads/upload-list-messages.js';
export { surveyMessages as survey } from './survey/messages.js';
export { servicesMessages as services } from './services/messages.js';
export { tasksMessages as tasks } from './tasks/messages.js';
export { paymentsMessages as payments } from './payments/messages.js';
export { timelineMessages as timeline } from './timeline/messages.js';
export { notificationMessages as notifications } from './notifications/messages.js';
export { accessibilityMessages as accessibility } from './accessibility/messages.js';
