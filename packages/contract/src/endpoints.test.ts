import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { type RequestOf, type ResponseOf, authKinds } from './shared/endpoint.js';
import { endpointList, endpoints, fileFieldOf } from './endpoints.js';
import * as accessCodeSchemas from './access-code/schemas.js';
import * as accountSchemas from './account/schemas.js';
import * as addressSchemas from './address/schemas.js';
import * as authorityFormSchemas from './authority-form/schemas.js';
import * as bankDetailsSchemas from './bank-details/schemas.js';
import * as claimsSchemas from './claims/schemas.js';
import * as contactDetailsSchemas from './contact-details/schemas.js';
import * as contactUsSchemas from './contact-us/schemas.js';
import * as contentSchemas from './content/schemas.js';
import * as dropdownSchemas from './dropdown/schemas.js';
import * as formDraftsSchemas from './form-drafts/schemas.js';
import * as inboxSchemas from './inbox/schemas.js';
import * as informationSchemas from './information/schemas.js';
import * as maintenanceSchemas from './maintenance/schemas.js';
import * as passwordSchemas from './password/schemas.js';
import * as personalDetailsSchemas from './personal-details/schemas.js';
import * as registrationSchemas from './registration/schemas.js';
import * as reimbursementSchemas from './reimbursement/schemas.js';
import * as retrievalSchemas from './retrieval/schemas.js';
import * as sendDocumentsSchemas from './send-documents/schemas.js';
import * as sentItemsSchemas from './sent-items/schemas.js';
import * as servicesSchemas from './services/schemas.js';
import * as sessionSchemas from './session/schemas.js';
import * as surveySchemas from './survey/schemas.js';
import * as tasksSchemas from './tasks/schemas.js';
import * as paymentsSchemas from './payments/schemas.js';
import * as timelineSchemas from './timeline/schemas.js';
import * as uploadsSchemas from './uploads/schemas.js';
import * as commonSchemas from './shared/common-schemas.js';

/** Every call of part 1 §7 and part 2 §7, copied from the call tables (suffixes and {type} expanded). */
const specCalls: readonly (readonly ['GET' | 'POST', string])[] = [
  // Part 1 §7.
  ['POST', '/api/account/login'],
  ['POST', '/api/account/logout'],
  ['POST', '/api/account/createaccount'],
  ['POST', '/api/account/retrieveusername'],
  ['POST', '/api/account/forgotpassword'],
  ['POST', '/api/account/resetPassword'],
  ['POST', '/api/account/updatepassword'],
  ['POST', '/api/account/getaccount'],
  ['POST', '/api/account/getauthorityformdata'],
  ['POST', '/api/account/verifybankdetails'],
  ['POST', '/api/account/updatepersonaldetails'],
  ['POST', '/api/account/updatecontactdetails'],
  ['POST', '/api/account/updatepreferences'],
  ['POST', '/api/account/updatebankaccountdetails'],
  ['POST', '/api/account/verifybsb'],
  ['POST', '/api/account/generatesecuritycode'],
  ['POST', '/api/account/validatesecuritycode'],
  ['POST', '/api/account/expiresecuritycode'],
  ['POST', '/api/account/generatesecuritycodeforlogin'],
  ['POST', '/api/account/validatesecuritycodeforlogin'],
  ['POST', '/api/account/expiresecuritycodeforlogin'],
  ['POST', '/api/account/generatesecuritycodewhileloggedin'],
  ['POST', '/api/account/validatesecuritycodewhileloggedin'],
  ['POST', '/api/account/expiresecuritycodewhileloggedin'],
  ['POST', '/api/dropdownlistdatasource/list'],
  ['POST', '/api/claim/getclaims'],
  ['POST', '/api/claim/selectclaim'],
  ['POST', '/api/claim/deselectclaim'],
  ['POST', '/api/maintenance/checkmessage'],
  ['GET', '/api/addresslookup/AddressLookup'],
  ['GET', '/api/information/getinformation'],
  ['GET', '/api/content/:name'],
  ['POST', '/api/documentupload/uploaddetailsfile'],
  ['POST', '/api/documentupload/uploaddetailsrequest'],
  ['POST', '/api/documentupload/submitdetailsrequest'],
  ['POST', '/api/documentupload/discardfile'],
  ['POST', '/api/documentupload/getfilecontent'],
  // Part 2 §7.
  ['POST', '/api/nid/getnidassessment'],
  ['POST', '/api/nid/getnidoutro'],
  ['POST', '/api/nid/submitnidassessment'],
  ['POST', '/api/nid/updatenidassessment'],
  ['POST', '/api/nid/nidlogin'],
  ['POST', '/api/documentupload/uploadauthorityform'],
  ['POST', '/api/documentupload/getdraftdates'],
  ['POST', '/api/documentupload/getdraftreceipts'],
  ['POST', '/api/documentupload/discarddraftreceipts'],
  ['POST', '/api/documentupload/submitreceipts'],
  ['POST', '/api/documentupload/updatedocumentform'],
  ['POST', '/api/documentupload/getdraftdocumentform'],
  ['POST', '/api/documentupload/discarddraftdocuments'],
  ['POST', '/api/documentupload/submitdocumentform'],
  ['POST', '/api/documentupload/updateform/:type'],
  ['POST', '/api/documentupload/getdraft/:type'],
  ['POST', '/api/documentupload/discarddraft/:type'],
  ['POST', '/api/documentupload/submit/:type'],
  ['POST', '/api/documentupload/getsentitems'],
  ['POST', '/api/documentupload/uploadcontactform'],
  ['POST', '/api/documentupload/submitcontactform'],
  // Multipart /api/documentupload/{endpoint}: names not shown in the spec, fixed in ADR 0008.
  ['POST', '/api/documentupload/uploaddocumentfile'],
  ['POST', '/api/documentupload/uploadreceiptfile'],
  ['POST', '/api/documentupload/uploadcontactfile'],
  ['POST', '/api/inbox/getmessages'],
  ['POST', '/api/inbox/getunreadmessagecount'],
  ['POST', '/api/inbox/markasread'],
  ['GET', '/api/services/servicelist'],
  ['GET', '/api/services/servicedetail/:id'],
];

/** The keys of the spec's calls, as the endpoint table names them (ADR 0008). */
const briefKeys = `login logout createAccount retrieveUsername forgotPassword resetPassword updatePassword
  getAccount getAuthorityFormData verifyBankDetails updatePersonalDetails updateContactDetails
  updatePreferences updateBankAccountDetails verifyBsb generateSecurityCode validateSecurityCode
  expireSecurityCode generateSecurityCodeForLogin validateSecurityCodeForLogin expireSecurityCodeForLogin
  generateSecurityCodeWhileLoggedIn validateSecurityCodeWhileLoggedIn expireSecurityCodeWhileLoggedIn
  dropdownList getClaims selectClaim deselectClaim checkMaintenanceMessage addressLookup getInformation
  getContent uploadDetailsFile uploadDetailsRequest submitDetailsRequest discardFile getFileContent
  getNidAssessment getNidOutro submitNidAssessment updateNidAssessment nidLogin uploadAuthorityForm
  getDraftDates getDraftReceipts discardDraftReceipts submitReceipts updateDocumentForm getDraftDocumentForm
  discardDraftDocuments submitDocumentForm updateForm getDraft discardDraft submitForm getSentItems
  uploadContactForm submitContactForm uploadDocumentFile uploadReceiptFile uploadContactFile getMessages
  getUnreadMessageCount markAsRead serviceList serviceDetail`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Calls of ours beyond the spec's tables, each named by its issue: the table holds the spec's calls and
 * exactly these, so a call cannot slip in unlisted.
 */
const ourCalls: readonly (readonly ['POST', string, string])[] = [
  // Issue 32, Things to do.
  ['POST', '/api/tasks/gettasks', 'getTasks'],
  ['POST', '/api/tasks/gettaskcount', 'getTaskCount'],
  // Issue 32, Payments.
  ['POST', '/api/payments/getpayments', 'getPayments'],
  ['POST', '/api/payments/getpaymentsummary', 'getPaymentSummary'],
  // Issue 32, What's happening.
  ['POST', '/api/timeline/gettimeline', 'getTimeline'],
];

const multipartPaths = [
  '/api/documentupload/uploaddetailsfile',
  '/api/documentupload/uploadauthorityform',
  '/api/documentupload/uploaddocumentfile',
  '/api/documentupload/uploadreceiptfile',
  '/api/documentupload/uploadcontactfile',
];

describe('endpoint table', () => {
  it.each(specCalls)('lists %s %s from the spec call tables', (method, path) => {
    const entry = endpointList.find((e) => e.path === path);
    expect(entry, path).toBeDefined();
    expect(entry?.method).toBe(method);
  });

  it('holds exactly the spec calls and ours, no more', () => {
    const listed = endpointList.map((e) => `${e.method} ${e.path}`).sort();
    expect(listed).toEqual([...specCalls, ...ourCalls].map(([m, p]) => `${m} ${p}`).sort());
  });

  it("has every key of the spec's calls and ours, each with its id equal to the key", () => {
    expect(Object.keys(endpoints).sort()).toEqual([...briefKeys, ...ourCalls.map(([, , key]) => key)].sort());
    for (const [key, entry] of Object.entries(endpoints)) expect(entry.id).toBe(key);
  });

  it('takes each call’s schemas by the naming rule: <key>RequestSchema and <key>ResponseSchema of one domain module', () => {
    const modules: Record<string, unknown>[] = [
      accessCodeSchemas,
      accountSchemas,
      addressSchemas,
      authorityFormSchemas,
      bankDetailsSchemas,
      claimsSchemas,
      commonSchemas,
      contactDetailsSchemas,
      contactUsSchemas,
      contentSchemas,
      dropdownSchemas,
      formDraftsSchemas,
      inboxSchemas,
      informationSchemas,
      maintenanceSchemas,
      passwordSchemas,
      personalDetailsSchemas,
      registrationSchemas,
      reimbursementSchemas,
      retrievalSchemas,
      sendDocumentsSchemas,
      sentItemsSchemas,
      servicesSchemas,
      sessionSchemas,
      surveySchemas,
      tasksSchemas,
      paymentsSchemas,
      timelineSchemas,
      uploadsSchemas,
    ];
    for (const [key, entry] of Object.entries(endpoints)) {
      const owner = modules.filter((module) => module[`${key}RequestSchema`] !== undefined);
      expect(owner, key).toHaveLength(1);
      expect(entry.request, key).toBe(owner[0]?.[`${key}RequestSchema`]);
      expect(entry.response, key).toBe(owner[0]?.[`${key}ResponseSchema`]);
    }
  });

  it('never lists a path twice', () => {
    const paths = endpointList.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every endpoint zod request and response schemas, a known session kind and a spec reference', () => {
    for (const entry of endpointList) {
      expect(entry.request, entry.id).toBeInstanceOf(z.ZodMiniType);
      expect(entry.response, entry.id).toBeInstanceOf(z.ZodMiniType);
      expect(authKinds).toContain(entry.auth);
      expect(entry.spec).toMatch(/^part [12] §7$/);
      expect(entry.summary.length).toBeGreaterThan(0);
    }
  });

  it('marks uploads as multipart, GET calls as bodiless and everything else as JSON', () => {
    for (const entry of endpointList) {
      const expected = multipartPaths.includes(entry.path)
        ? 'multipart'
        : entry.method === 'GET'
          ? 'none'
          : 'json';
      expect(entry.body, entry.id).toBe(expected);
    }
  });

  it('names the file field uploads[] for uploads and Signature for the authority form', () => {
    expect(fileFieldOf(endpoints.uploadContactFile)).toBe('uploads[]');
    expect(fileFieldOf(endpoints.uploadDetailsFile)).toBe('uploads[]');
    expect(fileFieldOf(endpoints.uploadAuthorityForm)).toBe('Signature');
    expect(fileFieldOf(endpoints.login)).toBeUndefined();
  });

  it('needs the right session for representative calls', () => {
    expect(endpoints.login.auth).toBe('public');
    expect(endpoints.resetPassword.auth).toBe('resetPassword');
    expect(endpoints.validateSecurityCode.auth).toBe('registration');
    expect(endpoints.validateSecurityCodeForLogin.auth).toBe('loginPending');
    expect(endpoints.getClaims.auth).toBe('signedIn');
    expect(endpoints.getMessages.auth).toBe('claim');
    expect(endpoints.updateBankAccountDetails.auth).toBe('secureUpdate');
    expect(endpoints.getNidAssessment.auth).toBe('survey');
  });

  it('accepts a token-only body on every JSON call whose payload is the token alone', () => {
    for (const key of [
      'logout',
      'getAccount',
      'getClaims',
      'checkMaintenanceMessage',
      'getDraftDates',
    ] as const) {
      expect(endpoints[key].request.safeParse({ AccessToken: '' }).success, key).toBe(true);
    }
  });

  it('refuses a body that is not an object on every JSON call', () => {
    for (const entry of endpointList.filter((e) => e.body === 'json')) {
      expect(entry.request.safeParse('text').success, entry.id).toBe(false);
      expect(entry.request.safeParse([]).success, entry.id).toBe(false);
    }
  });

  it('refuses an AccessToken that is not text on every JSON call', () => {
    for (const entry of endpointList.filter((e) => e.body === 'json')) {
      expect(entry.request.safeParse({ AccessToken: 5 }).success, entry.id).toBe(false);
    }
  });
});

describe('endpoint types', () => {
  it('types each entry by its own schemas', () => {
    expectTypeOf<RequestOf<typeof endpoints.login>>().toHaveProperty('EmailAddress').toEqualTypeOf<string>();
    expectTypeOf<ResponseOf<typeof endpoints.login>>()
      .toHaveProperty('AccountActivated')
      .toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<ResponseOf<typeof endpoints.checkMaintenanceMessage>>().toEqualTypeOf<string[]>();
    expectTypeOf<ResponseOf<typeof endpoints.getUnreadMessageCount>>().toEqualTypeOf<number>();
    expectTypeOf<ResponseOf<typeof endpoints.updateBankAccountDetails>>().toEqualTypeOf<true>();
    expectTypeOf<RequestOf<typeof endpoints.updateBankAccountDetails>>().toExtend<{ AccountName: string }>();
    expect(endpoints.validateSecurityCodeForLogin.request).toBe(endpoints.validateSecurityCode.request);
  });
});
