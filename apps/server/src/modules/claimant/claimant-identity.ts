import { parseDate } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ClaimantRow, findClaimantsOfClaimNumber } from './claimant.repository.js';

/**
 * Proof of identity against the provider's claimant record (spec part 1 §5 "Registration needs a
 * natural person with a claim"): the claim number must be linked to a claimant whose first name, last
 * name and date of birth match. Used by registration and by username/password retrieval. Callers
 * answer one error for any mismatch, never naming the field.
 */
export interface IdentityDetails {
  firstName: string;
  lastName: string;
  /** dd/mm/yyyy as typed. */
  dateOfBirth: string;
  /** NN/NNNNN. */
  claimNumber: string;
}

/** Names compare without case and without spaces ("Mary Jane" = "maryjane"). */
export function normaliseName(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('en-AU').replace(/\s+/g, '');
}

/** The stored form (yyyy-mm-dd) of a typed date of birth, or undefined when it is not a real day. */
export function storedDateOf(wireDate: string): string | undefined {
  const date = parseDate(wireDate.trim());
  if (!date) return undefined;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Claimants of the claim whose names and date of birth match; usually none or one. */
export async function findClaimantsByIdentity(
  db: Kysely<Database>,
  identity: IdentityDetails,
): Promise<ClaimantRow[]> {
  const dateOfBirth = storedDateOf(identity.dateOfBirth);
  if (dateOfBirth === undefined) return [];
  const firstName = normaliseName(identity.firstName);
  const lastName = normaliseName(identity.lastName);
  const claimants = await findClaimantsOfClaimNumber(db, identity.claimNumber.trim());
  return claimants.filter(
    (c) =>
      normaliseName(c.first_name) === firstName &&
      normaliseName(c.surname) === lastName &&
      c.date_of_birth === dateOfBirth,
  );
}
