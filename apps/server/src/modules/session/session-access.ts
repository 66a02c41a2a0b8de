import type { AuthKind } from '@portal/contract';
import type { SessionKind } from '../../db/schema.js';

/**
 * Which session kinds satisfy which endpoint auth kind — the one place this is decided
 * (spec part 1 §4 and §6, RESOLUTIONS.md "Sign-in").
 * - signedIn and claim need a full session ('claim' also needs a selected claim, checked by the auth plugin);
 * - secureUpdate needs the secure token an access code yields (its parent session must still be valid);
 * - the pre-sign-in steps each need their own token kind, so a registration or reset token can never
 *   reach the account area.
 */
export const acceptedSessionKinds: Record<Exclude<AuthKind, 'public'>, readonly SessionKind[]> = {
  registration: ['registration'],
  loginPending: ['loginPending'],
  resetPassword: ['resetPassword'],
  signedIn: ['signedIn'],
  claim: ['signedIn'],
  secureUpdate: ['secureUpdate'],
  survey: ['survey'],
};

/**
 * Endpoints that also take a further kind. updatecontactdetails carries the secure token instead of
 * the session token when an e-mail or mobile change was verified by access code (part 1 §7,
 * "optional AccessToken, isSecureUpdate"); the handler checks which one it got.
 */
export const extraSessionKinds: Readonly<Record<string, readonly SessionKind[]>> = {
  updateContactDetails: ['secureUpdate'],
  // A plain signed-in token reaches the handler, which answers secureTokenRequired (141) rather than
  // signing the claimant out with 21 (S4b).
  updateBankAccountDetails: ['signedIn'],
};

export function isSessionKindAccepted(
  authKind: AuthKind,
  sessionKind: SessionKind,
  endpointId?: string,
): boolean {
  if (authKind === 'public') return true;
  if (acceptedSessionKinds[authKind].includes(sessionKind)) return true;
  return endpointId !== undefined && (extraSessionKinds[endpointId]?.includes(sessionKind) ?? false);
}
