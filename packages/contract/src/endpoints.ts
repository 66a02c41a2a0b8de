import type { z } from 'zod';
import { type AuthKind, type EndpointDefinition, defineEndpoint } from './endpoint.js';
import * as account from './schemas/account.js';
import * as address from './schemas/address.js';
import * as authority from './schemas/authority.js';
import * as claims from './schemas/claims.js';
import * as contact from './schemas/contact.js';
import * as content from './schemas/content.js';
import * as drafts from './schemas/drafts.js';
import * as dropdown from './schemas/dropdown.js';
import * as inbox from './schemas/inbox.js';
import * as information from './schemas/information.js';
import * as maintenance from './schemas/maintenance.js';
import * as sentItems from './schemas/sent-items.js';
import * as services from './schemas/services.js';
import * as session from './schemas/session.js';
import * as code from './schemas/security-code.js';
import * as survey from './schemas/survey.js';
import * as uploads from './schemas/uploads.js';

/**
 * The endpoint table: every call of part 1 §7 and part 2 §7 with its exact method, path, body kind,
 * session kind and schemas. The server registers its routes from it; the web fetchers are typed by it.
 * Paths the spec leaves "not shown" are ours (team brief): uploaddocumentfile, uploadreceiptfile,
 * uploadcontactfile; `{type}` in the generic draft calls is `documents` or `receipts`.
 */

/** Request and response schemas named by the contract's rule: `<key>RequestSchema`, `<key>ResponseSchema`. */
type SchemasOf<K extends string> = Record<`${K}RequestSchema` | `${K}ResponseSchema`, z.ZodType>;
type DefinitionOf<K extends string, M extends SchemasOf<K>> = EndpointDefinition<
  M[`${K}RequestSchema`],
  M[`${K}ResponseSchema`]
>;

/** Entry builders for one spec part; each finds the key's schemas in its domain module by name. */
function callTable(spec: string) {
  const define = <K extends string, M extends SchemasOf<K>>(
    module: M,
    id: K,
    fields: Pick<EndpointDefinition, 'method' | 'path' | 'body' | 'auth' | 'summary'>,
  ): DefinitionOf<K, M> =>
    defineEndpoint({
      id,
      ...fields,
      request: module[`${id}RequestSchema`],
      response: module[`${id}ResponseSchema`],
      spec,
    });
  return {
    post: <K extends string, M extends SchemasOf<K>>(
      m: M,
      id: K,
      path: string,
      auth: AuthKind,
      summary: string,
    ) => define(m, id, { method: 'POST', path, body: 'json', auth, summary }),
    upload: <K extends string, M extends SchemasOf<K>>(
      m: M,
      id: K,
      path: string,
      auth: AuthKind,
      summary: string,
    ) => define(m, id, { method: 'POST', path, body: 'multipart', auth, summary }),
    // A GET carries no body and so no token: every GET the spec lists is public.
    get: <K extends string, M extends SchemasOf<K>>(m: M, id: K, path: string, summary: string) =>
      define(m, id, { method: 'GET', path, body: 'none', auth: 'public', summary }),
  };
}

const p1 = callTable('part 1 §7');
const p2 = callTable('part 2 §7');

const A = '/api/account';
const D = '/api/documentupload';

export const endpoints = {
  // Part 1: session, registration and recovery.
  login: p1.post(session, 'login', `${A}/login`, 'public', 'Sign in'),
  logout: p1.post(session, 'logout', `${A}/logout`, 'public', 'Sign out'),
  createAccount: p1.post(session, 'createAccount', `${A}/createaccount`, 'public', 'Register an account'),
  retrieveUsername: p1.post(
    session,
    'retrieveUsername',
    `${A}/retrieveusername`,
    'public',
    'Send the username to the claimant',
  ),
  forgotPassword: p1.post(
    session,
    'forgotPassword',
    `${A}/forgotpassword`,
    'public',
    'Start a password reset',
  ),
  resetPassword: p1.post(
    session,
    'resetPassword',
    `${A}/resetPassword`,
    'resetPassword',
    'Set a new password with the reset token',
  ),
  updatePassword: p1.post(
    session,
    'updatePassword',
    `${A}/updatepassword`,
    'signedIn',
    'Change the password',
  ),

  // Part 1: account area.
  getAccount: p1.post(account, 'getAccount', `${A}/getaccount`, 'signedIn', 'Read the account'),
  getAuthorityFormData: p1.post(
    authority,
    'getAuthorityFormData',
    `${A}/getauthorityformdata`,
    'claim',
    'Read the authority form data',
  ),
  verifyBankDetails: p1.post(
    account,
    'verifyBankDetails',
    `${A}/verifybankdetails`,
    'signedIn',
    'Mark bank details verified',
  ),
  updatePersonalDetails: p1.post(
    account,
    'updatePersonalDetails',
    `${A}/updatepersonaldetails`,
    'signedIn',
    'Request a personal details change',
  ),
  // A secure-update token is also accepted here (isSecureUpdate true) to change e-mail or mobile.
  updateContactDetails: p1.post(
    account,
    'updateContactDetails',
    `${A}/updatecontactdetails`,
    'signedIn',
    'Update contact details',
  ),
  updatePreferences: p1.post(
    account,
    'updatePreferences',
    `${A}/updatepreferences`,
    'signedIn',
    'Update notification preferences',
  ),
  updateBankAccountDetails: p1.post(
    account,
    'updateBankAccountDetails',
    `${A}/updatebankaccountdetails`,
    'secureUpdate',
    'Update bank account details',
  ),
  verifyBsb: p1.post(account, 'verifyBsb', `${A}/verifybsb`, 'signedIn', 'Look up a BSB'),

  // Part 1: access codes; suffix none = registration, forlogin = sign-in, whileloggedin = signed in.
  generateSecurityCode: p1.post(
    code,
    'generateSecurityCode',
    `${A}/generatesecuritycode`,
    'registration',
    'Send an activation code',
  ),
  validateSecurityCode: p1.post(
    code,
    'validateSecurityCode',
    `${A}/validatesecuritycode`,
    'registration',
    'Check an activation code',
  ),
  expireSecurityCode: p1.post(
    code,
    'expireSecurityCode',
    `${A}/expiresecuritycode`,
    'registration',
    'Expire an activation code',
  ),
  generateSecurityCodeForLogin: p1.post(
    code,
    'generateSecurityCodeForLogin',
    `${A}/generatesecuritycodeforlogin`,
    'loginPending',
    'Send a sign-in verification code',
  ),
  validateSecurityCodeForLogin: p1.post(
    code,
    'validateSecurityCodeForLogin',
    `${A}/validatesecuritycodeforlogin`,
    'loginPending',
    'Check a sign-in verification code',
  ),
  expireSecurityCodeForLogin: p1.post(
    code,
    'expireSecurityCodeForLogin',
    `${A}/expiresecuritycodeforlogin`,
    'loginPending',
    'Expire a sign-in verification code',
  ),
  generateSecurityCodeWhileLoggedIn: p1.post(
    code,
    'generateSecurityCodeWhileLoggedIn',
    `${A}/generatesecuritycodewhileloggedin`,
    'signedIn',
    'Send an account-edit code',
  ),
  validateSecurityCodeWhileLoggedIn: p1.post(
    code,
    'validateSecurityCodeWhileLoggedIn',
    `${A}/validatesecuritycodewhileloggedin`,
    'signedIn',
    'Check an account-edit code; answers a secure token',
  ),
  expireSecurityCodeWhileLoggedIn: p1.post(
    code,
    'expireSecurityCodeWhileLoggedIn',
    `${A}/expiresecuritycodewhileloggedin`,
    'signedIn',
    'Expire an account-edit code',
  ),

  // Part 1: shared lookups, claims and small calls.
  dropdownList: p1.post(
    dropdown,
    'dropdownList',
    '/api/dropdownlistdatasource/list',
    'public',
    'Read a dropdown list',
  ),
  getClaims: p1.post(claims, 'getClaims', '/api/claim/getclaims', 'signedIn', 'List the claimant’s claims'),
  selectClaim: p1.post(claims, 'selectClaim', '/api/claim/selectclaim', 'signedIn', 'Select a claim'),
  deselectClaim: p1.post(
    claims,
    'deselectClaim',
    '/api/claim/deselectclaim',
    'signedIn',
    'Deselect the claim',
  ),
  checkMaintenanceMessage: p1.post(
    maintenance,
    'checkMaintenanceMessage',
    '/api/maintenance/checkmessage',
    'public',
    'Read maintenance messages',
  ),
  addressLookup: p1.get(address, 'addressLookup', '/api/addresslookup/AddressLookup', 'Suggest addresses'),
  getInformation: p1.get(
    information,
    'getInformation',
    '/api/information/getinformation',
    'Read build information and branding',
  ),
  getContent: p1.get(content, 'getContent', '/api/content/:name', 'Read a content item'),

  // Part 1: personal-details files and stored files.
  uploadDetailsFile: p1.upload(
    uploads,
    'uploadDetailsFile',
    `${D}/uploaddetailsfile`,
    'signedIn',
    'Upload a personal-details supporting file',
  ),
  uploadDetailsRequest: p1.post(
    account,
    'uploadDetailsRequest',
    `${D}/uploaddetailsrequest`,
    'signedIn',
    'Record a personal-details request',
  ),
  submitDetailsRequest: p1.post(
    account,
    'submitDetailsRequest',
    `${D}/submitdetailsrequest`,
    'signedIn',
    'Submit a personal-details request',
  ),
  discardFile: p1.post(uploads, 'discardFile', `${D}/discardfile`, 'signedIn', 'Discard an uploaded file'),
  getFileContent: p1.post(uploads, 'getFileContent', `${D}/getfilecontent`, 'signedIn', 'Read a stored file'),

  // Part 2: self-assessment survey.
  getNidAssessment: p2.post(
    survey,
    'getNidAssessment',
    '/api/nid/getnidassessment',
    'survey',
    'Read the survey draft',
  ),
  getNidOutro: p2.post(survey, 'getNidOutro', '/api/nid/getnidoutro', 'survey', 'Read the survey outro'),
  submitNidAssessment: p2.post(
    survey,
    'submitNidAssessment',
    '/api/nid/submitnidassessment',
    'survey',
    'Submit the survey',
  ),
  updateNidAssessment: p2.post(
    survey,
    'updateNidAssessment',
    '/api/nid/updatenidassessment',
    'survey',
    'Save survey answers as a draft',
  ),
  nidLogin: p2.post(survey, 'nidLogin', '/api/nid/nidlogin', 'public', 'Identify for the survey'),

  // Part 2: authority form, drafts, documents and receipts.
  uploadAuthorityForm: p2.upload(
    uploads,
    'uploadAuthorityForm',
    `${D}/uploadauthorityform`,
    'claim',
    'Submit the signed authority form',
  ),
  getDraftDates: p2.post(drafts, 'getDraftDates', `${D}/getdraftdates`, 'claim', 'Read draft dates'),
  getDraftReceipts: p2.post(
    drafts,
    'getDraftReceipts',
    `${D}/getdraftreceipts`,
    'claim',
    'Read the reimbursement draft',
  ),
  discardDraftReceipts: p2.post(
    drafts,
    'discardDraftReceipts',
    `${D}/discarddraftreceipts`,
    'claim',
    'Discard the reimbursement draft',
  ),
  submitReceipts: p2.post(
    drafts,
    'submitReceipts',
    `${D}/submitreceipts`,
    'claim',
    'Submit a reimbursement request',
  ),
  updateDocumentForm: p2.post(
    drafts,
    'updateDocumentForm',
    `${D}/updatedocumentform`,
    'claim',
    'Save the documents draft',
  ),
  getDraftDocumentForm: p2.post(
    drafts,
    'getDraftDocumentForm',
    `${D}/getdraftdocumentform`,
    'claim',
    'Read the documents draft',
  ),
  discardDraftDocuments: p2.post(
    drafts,
    'discardDraftDocuments',
    `${D}/discarddraftdocuments`,
    'claim',
    'Discard the documents draft',
  ),
  submitDocumentForm: p2.post(
    drafts,
    'submitDocumentForm',
    `${D}/submitdocumentform`,
    'claim',
    'Submit documents',
  ),
  updateForm: p2.post(drafts, 'updateForm', `${D}/updateform/:type`, 'claim', 'Save a draft by type'),
  getDraft: p2.post(drafts, 'getDraft', `${D}/getdraft/:type`, 'claim', 'Read a draft by type'),
  discardDraft: p2.post(
    drafts,
    'discardDraft',
    `${D}/discarddraft/:type`,
    'claim',
    'Discard a draft by type',
  ),
  submitForm: p2.post(drafts, 'submitForm', `${D}/submit/:type`, 'claim', 'Submit a form by type'),

  // Part 2: sent items, contact us and file uploads.
  getSentItems: p2.post(sentItems, 'getSentItems', `${D}/getsentitems`, 'claim', 'List sent items'),
  uploadContactForm: p2.post(
    contact,
    'uploadContactForm',
    `${D}/uploadcontactform`,
    'claim',
    'Record an enquiry',
  ),
  submitContactForm: p2.post(
    contact,
    'submitContactForm',
    `${D}/submitcontactform`,
    'claim',
    'Submit an enquiry',
  ),
  uploadDocumentFile: p2.upload(
    uploads,
    'uploadDocumentFile',
    `${D}/uploaddocumentfile`,
    'claim',
    'Upload a document file',
  ),
  uploadReceiptFile: p2.upload(
    uploads,
    'uploadReceiptFile',
    `${D}/uploadreceiptfile`,
    'claim',
    'Upload a receipt file',
  ),
  uploadContactFile: p2.upload(
    uploads,
    'uploadContactFile',
    `${D}/uploadcontactfile`,
    'claim',
    'Upload an enquiry file',
  ),

  // Part 2: inbox and services.
  getMessages: p2.post(inbox, 'getMessages', '/api/inbox/getmessages', 'claim', 'List inbox messages'),
  getUnreadMessageCount: p2.post(
    inbox,
    'getUnreadMessageCount',
    '/api/inbox/getunreadmessagecount',
    'claim',
    'Count unread messages',
  ),
  markAsRead: p2.post(inbox, 'markAsRead', '/api/inbox/markasread', 'claim', 'Mark a message read'),
  serviceList: p2.get(services, 'serviceList', '/api/services/servicelist', 'List approved services'),
  serviceDetail: p2.get(services, 'serviceDetail', '/api/services/servicedetail/:id', 'Read a service'),
};

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export const endpointList: readonly EndpointDefinition[] = Object.values(endpoints);

/** Multipart file field per upload (RESOLUTIONS.md): `uploads[]`, the authority form's `Signature`. */
export function fileFieldOf(endpoint: EndpointDefinition): string | undefined {
  if (endpoint.body !== 'multipart') return undefined;
  return endpoint.id === 'uploadAuthorityForm' ? uploads.SIGNATURE_FILE_FIELD : uploads.UPLOAD_FILE_FIELD;
}

/** Path parameters of POST calls (GET calls carry theirs in the request schema). */
export const postPathParams: Partial<Record<EndpointKey, z.ZodObject>> = {
  updateForm: drafts.draftPathParamsSchema,
  getDraft: drafts.draftPathParamsSchema,
  discardDraft: drafts.draftPathParamsSchema,
  submitForm: drafts.draftPathParamsSchema,
};
