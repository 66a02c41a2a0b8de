/**
 * The endpoint table: every call of part 1 §7 and part 2 §7 with its exact method, path, body kind,
 * session kind and schemas. The server registers its routes from it; the web fetchers are typed by it.
 * Paths the spec leaves "not shown" are ours (team brief): uploaddocumentfile, uploadreceiptfile,
 * uploadcontactfile; `{type}` in the generic draft calls is `documents` or `receipts`.
 *
 * One module per domain, with its schemas: a bundle places each in the chunks of the pages that make
 * its calls (issue 15).
 */

export * from './session.js';
export * from './account.js';
export * from './authority.js';
export * from './security-code.js';
export * from './dropdown.js';
export * from './claims.js';
export * from './maintenance.js';
export * from './address.js';
export * from './information.js';
export * from './content.js';
export * from './uploads.js';
export * from './survey.js';
export * from './drafts.js';
export * from './sent-items.js';
export * from './contact.js';
export * from './inbox.js';
export * from './services.js';
