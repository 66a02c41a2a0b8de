/**
 * Every user-facing text of the portal, grouped by screen or domain (spec part 1 and part 2).
 * The contract is the only place a message is spelled (docs/team-brief.md). Texts quoted by the spec
 * are exact; texts we chose are marked `// ours` where they are defined (messages/*.ts).
 * Placeholders such as {provider}, {phone}, {n}, {type} are filled with formatMessage from branding.ts.
 */
import {
  accessCodeMessages,
  registrationMessages,
  retrievalMessages,
  signInMessages,
} from './messages/session.js';
import { claimHomeMessages, claimsMessages, myDetailsMessages } from './messages/account.js';
import {
  authorityFormMessages,
  contactUsMessages,
  formDraftMessages,
  formsHubMessages,
  inboxMessages,
  reimbursementMessages,
  sendDocumentsMessages,
  sentItemsMessages,
  thankYouMessages,
  uploadListMessages,
} from './messages/claim-services.js';
import { fieldMessages } from './messages/fields.js';
import { reimbursementPayeeMessages } from './messages/reimbursement-payees.js';
import { notificationMessages } from './messages/notifications.js';
import { alertMessages, shellMessages } from './messages/shell.js';
import { servicesMessages, surveyMessages } from './messages/survey.js';

export const messages = {
  shell: shellMessages,
  alerts: alertMessages,
  fields: fieldMessages,
  signIn: signInMessages,
  registration: registrationMessages,
  retrieval: retrievalMessages,
  accessCode: accessCodeMessages,
  claims: claimsMessages,
  claimHome: claimHomeMessages,
  myDetails: myDetailsMessages,
  inbox: inboxMessages,
  sentItems: sentItemsMessages,
  formsHub: formsHubMessages,
  sendDocuments: sendDocumentsMessages,
  reimbursement: reimbursementMessages,
  reimbursementPayee: reimbursementPayeeMessages,
  contactUs: contactUsMessages,
  authorityForm: authorityFormMessages,
  thankYou: thankYouMessages,
  formDrafts: formDraftMessages,
  uploadList: uploadListMessages,
  survey: surveyMessages,
  services: servicesMessages,
  notifications: notificationMessages,
} as const;

export type Messages = typeof messages;

export * from './messages/redirect-toast.js';
