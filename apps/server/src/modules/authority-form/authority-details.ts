import type { GetAuthorityFormDataResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { parseStoredAddress } from '../account/account.mapper.js';
import { wireDateOf } from '../claims/wire-date.js';

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
  const row = await db
    .selectFrom('claimants')
    .innerJoin('claimant_claims', 'claimant_claims.claimant_id', 'claimants.id')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select([
      'claimants.first_name',
      'claimants.middle_names',
      'claimants.surname',
      'claimants.date_of_birth',
      'claimants.home_address',
      'claimants.postal_address',
      'claims.number',
      'claims.accident_date',
    ])
    .where('claimants.id', '=', scope.claimantId)
    .where('claims.id', '=', scope.claimId)
    .executeTakeFirst();
  if (!row) throw new AppError('claimNotFound');
  return {
    FirstName: row.first_name,
    Surname: row.surname,
    ClaimNumber: row.number,
    Address: addressLines(row.postal_address ?? row.home_address),
    DateOfBirth: wireDateOf(row.date_of_birth),
    DateOfAccident: wireDateOf(row.accident_date),
    Initials: initialsOf(row.first_name, row.middle_names, row.surname),
  };
}
