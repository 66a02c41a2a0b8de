import { type RetrievalRequest, createRetrievalFormSchema, stripSpaces } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import {
  type AccountRow,
  type ClaimantRow,
  findAccountOfClaimant,
  findClaimantsByIdentity,
} from '../claimant/claimant.service.js';

/**
 * Forgot username and forgot password (spec part 1 §3, §5): names, date of birth and claim number
 * prove the claimant, and the mobile or e-mail typed must be the one on record. Any mismatch is
 * "information not found" (56, part 1 §8), whichever field it was.
 */
export interface RecoveryMatch {
  account: AccountRow;
  claimant: ClaimantRow;
  /** The contact details typed that match the record: where a username may be sent. */
  mobile: string | null;
  email: string | null;
}

export async function findRecoveryMatch(
  db: Kysely<Database>,
  body: RetrievalRequest,
  now: Date,
): Promise<RecoveryMatch | undefined> {
  const result = createRetrievalFormSchema({ today: () => now }).safeParse({
    ...body,
    MobileNumber: body.MobileNumber ?? '',
    EmailAddress: body.EmailAddress ?? '',
  });
  if (!result.success) {
    throw new AppError('invalidRequest', { message: result.error.issues[0]?.message });
  }
  const form = result.data;
  const claimants = await findClaimantsByIdentity(db, {
    firstName: form.FirstName,
    lastName: form.LastName,
    dateOfBirth: form.DateOfBirth,
    claimNumber: form.ClaimNumber,
  });
  for (const claimant of claimants) {
    const mobile =
      form.MobileNumber !== '' &&
      claimant.mobile !== null &&
      stripSpaces(claimant.mobile) === form.MobileNumber
        ? claimant.mobile
        : null;
    const email =
      form.EmailAddress !== '' &&
      claimant.email !== null &&
      claimant.email.toLowerCase() === form.EmailAddress.toLowerCase()
        ? claimant.email
        : null;
    if (mobile === null && email === null) continue;
    const account = await findAccountOfClaimant(db, claimant.id);
    if (account) return { account, claimant, mobile, email };
  }
  return undefined;
}
