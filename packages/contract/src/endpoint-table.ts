/**
 * The endpoint table: every call of part 1 §7 and part 2 §7 with its exact method, path, body kind,
 * session kind and schemas. The server registers its routes from it; the web fetchers are typed by it.
 * Paths the spec leaves "not shown" are ours (ADR 0008): uploaddocumentfile, uploadreceiptfile,
 * uploadcontactfile; `{type}` in the generic draft calls is `documents` or `receipts`.
 *
 * One module per domain, with its schemas: a bundle places each in the chunks of the pages that make
 * its calls (issue 15).
 */

export * from './session/endpoints.js';
export * from './registration/endpoints.js';
export * from './retrieval/endpoints.js';
export * from './password/endpoints.js';
export * from './access-code/endpoints.js';
export * from './account/endpoints.js';
export * from './personal-details/endpoints.js';
export * from './contact-details/endpoints.js';
export * from './bank-details/endpoints.js';
export * from './address/endpoints.js';
export * from './claims/endpoints.js';
export * from './dropdown/endpoints.js';
export * from './maintenance/endpoints.js';
export * from './information/endpoints.js';
export * from './content/endpoints.js';
export * from './uploads/endpoints.js';
export * from './inbox/endpoints.js';
export * from './sent-items/endpoints.js';
export * from './form-drafts/endpoints.js';
export * from './send-documents/endpoints.js';
export * from './reimbursement/endpoints.js';
export * from './contact-us/endpoints.js';
export * from './authority-form/endpoints.js';
export * from './survey/endpoints.js';
export * from './services/endpoints.js';
export * from './tasks/endpoints.js';
export * from './payments/endpoints.js';
export * from './timeline/endpoints.js';
