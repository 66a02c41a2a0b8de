import type { CodeTypeValue } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findSessionById } from '../session/index.js';
import type { AuthContext } from '../session/session.types.js';

/**
 * Bank, e-mail and mobile edits need the secure token a whileloggedin access code yields (spec part 1
 * §6). The auth plugin has already refused a stale token (its own or its parent's expiry, sign-out);
 * this checks it is a secure token for this change (purpose = String(CodeType)), and that it acts for
 * the claimant of the signed-in session it was issued under and nobody else.
 */
export async function assertSecureUpdate(
  db: Kysely<Database>,
  auth: AuthContext,
  codeType: CodeTypeValue,
): Promise<void> {
  if (auth.kind !== 'secureUpdate' || auth.purpose !== String(codeType) || auth.parentSessionId === null) {
    throw new AppError('secureTokenRequired');
  }
  const parent = await findSessionById(db, auth.parentSessionId);
  if (
    parent?.kind !== 'signedIn' ||
    auth.claimantId === null ||
    parent.claimant_id !== auth.claimantId ||
    parent.account_id !== auth.accountId
  ) {
    throw new AppError('secureTokenRequired');
  }
}
