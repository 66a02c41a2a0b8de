import type { GetAuthorityFormDataResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { parseStoredAddress } from '../account/index.js';
import { findClaimantById } from '../claimant/claimant.service.js';
import { wireDateOf } from '../../lib/wire-date.js';
import { findClaimOfClaimantById } from '../claims/index.js';

/** "Alex James Citizen" -> "AJC": the initials the form prints beside the signer's name (part 2 §2). */
export function initialsOf(...names: (string | null)[]): string {
  return names
    .flatMap((name) => (name ?? '').split(/\s+/))
    .filter((word) => word !== '')
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Three address lines: the stored lines, or the one-line address split at its commas. */
function addressLines(json: string | null): GetAuthorityFormDataResponse['Address'] {
  const address = parseStoredAddress(json);
  const lines = address
    ? [address.AddressLine1, address.AddressLine2, address.AddressLine3].filter(
        (line) => line && line.trim() !== '',
      )
    : [];
  const fallback = (address?.ExperianSingleSelectedLine ?? '').split(',').map((part) => part.trim());
  const chosen = (lines.length > 0 ? lines : fallback) as string[];
  return {
    AddressLine1: chosen[0] ?? '',
    AddressLine2: chosen[1] ?? '',
    AddressLine3: chosen.slice(2).join(', '),
  };
}

/**
 * getauthorityformdata (part 2 §3): the signed-in claimant's name, postal (else home) address, date of
 * birth and initials, with the selected claim's number and date of accident. Only the caller's own.
 */
export async function getAuthorityFormData(
  db: Kysely<Database>,
  scope: { claimantId: string; claimId: string },
): Promise<GetAuthorityFormDataResponse> {
  const [claimant, claim] = await Promise.all([
    findClaimantById(db, scope.claimantId),
    findClaimOfClaimantById(db, scope.claimantId, scope.claimId),
  ]);
  if (!claimant || !claim) throw new AppError('claimNotFound');
  return {
    FirstName: claimant.first_name,
    Surname: claimant.surname,
    ClaimNumber: claim.number,
    Address: addressLines(claimant.postal_address ?? claimant.home_address),
    DateOfBirth: wireDateOf(claimant.date_of_birth),
    DateOfAccident: wireDateOf(claim.accident_date),
    Initials: initialsOf(claimant.first_name, claimant.middle_names, claimant.surname),
  };
}
