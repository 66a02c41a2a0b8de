import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../session/session.types.js';
import type { InboxScope } from './inbox.repository.js';

/**
 * The claimant and selected claim every messaging call is scoped to (team brief issue 5). The auth
 * plugin has already refused a `claim` call without a selection (150); these checks keep a session
 * of another shape from ever reaching a query unscoped.
 */
export function messagingScopeOf(session: AuthContext): InboxScope {
  if (session.claimantId === null) throw new AppError('tokenUnknown');
  if (session.selectedClaimId === null) throw new AppError('claimNotSelected');
  return { claimantId: session.claimantId, claimId: session.selectedClaimId };
}
