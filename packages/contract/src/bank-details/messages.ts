import { claimantErrors } from '../shared/errors.js';

/** The bank account details section of My Details (spec part 1 §2, §4): `messages.myDetails.bank`. */
export const bankDetailsMessages = {
  stateTrustees: claimantErrors.bankManagedByStateTrustees.Message,
  editBlocked: claimantErrors.bankEditBlocked.Message,
} as const;
