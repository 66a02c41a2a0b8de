// What other modules read of My Details' rules (issue 31: a module is reached through its public entry):
// the stored address's parts, and whether the bank details may be edited.
export { bankDetailsCanEdit, parseStoredAddress } from './account.mapper.js';
