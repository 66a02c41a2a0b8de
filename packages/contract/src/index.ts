/**
 * The package's one entry: the shared pieces, the aggregates (the endpoint table, `messages`, the
 * OpenAPI document), the provider API, then each domain's public names (README.md lists the folders).
 */
export * from './shared/index.js';
export * from './messages.js';
export * from './endpoints.js';
export * from './openapi.js';
export * from './provider/index.js';
export * from './session/index.js';
export * from './registration/index.js';
export * from './retrieval/index.js';
export * from './password/index.js';
export * from './access-code/index.js';
export * from './account/index.js';
export * from './personal-details/index.js';
export * from './contact-details/index.js';
export * from './bank-details/index.js';
export * from './address/index.js';
export * from './claims/index.js';
export * from './dropdown/index.js';
export * from './maintenance/index.js';
export * from './information/index.js';
export * from './content/index.js';
export * from './uploads/index.js';
export * from './inbox/index.js';
export * from './sent-items/index.js';
export * from './form-drafts/index.js';
export * from './send-documents/index.js';
export * from './reimbursement/index.js';
export * from './contact-us/index.js';
export * from './authority-form/index.js';
export * from './survey/index.js';
export * from './services/index.js';
export * from './tasks/index.js';
export * from './payments/index.js';
export * from './timeline/index.js';
