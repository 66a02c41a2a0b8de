// A claim of the claimant, read for the authority form's details (issue 31: other modules read claims here).
export { findClaimOfClaimantById } from './claims.repository.js';
// The claim a provider's call names by its number (tasks, payments, events, messages).
export { findClaimIdByNumber } from './claims.repository.js';
