// The bank's name for a BSB, which the provider's claimant record shows (issue 31: a module is reached
// through its public entry).
export { bankNameOf } from './bank-names.js';
