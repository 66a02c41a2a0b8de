import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * SQL for the signed-in claimant's own account area; rules live in account.service.ts. The claimant
 * and account rows themselves are the claimant module's (claimant.service.ts).
 */

/**
 * Ends every session of the account except the one making the call and the secure-update tokens
 * issued under it (a password change signs out other browsers, not this one).
 */
export async function revokeOtherSessionsOfAccount(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('id', '!=', keepSessionId)
    .where((eb) => eb.or([eb('parent_session_id', 'is', null), eb('parent_session_id', '!=', keepSessionId)]))
    .where('revoked_at', 'is', null)
    .execute();
}
