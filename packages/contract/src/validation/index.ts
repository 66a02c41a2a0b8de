/** Form rules and their helpers (spec part 1 §5, part 2 §5). */
export * from './dates.js';
export * from './text.js';
export * from './identity.js';
export * from './credentials.js';
export * from './contact.js';
export * from './bank.js';
export * from './files.js';
export * from './currency.js';
export * from './account-forms.js';
export * from './claim-service-forms.js';
export * from './reimbursement.js';
export * from './receipt-description.js';
export * from './call-centre-hours.js';
