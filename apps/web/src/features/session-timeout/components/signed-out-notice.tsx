import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { signedOutReason, useSignedOutReason } from '../../../lib/signed-out-reason';
import { useSession } from '../../../lib/use-session';

/**
 * Why the last session ended, said on /login until the claimant signs in again (issue 30 item 1): the
 * timeout countdown or an expired-token answer set it (lib/signed-out-reason.ts). Small and always
 * there, where the countdown itself comes only with a full session.
 */
export function SignedOutNotice() {
  const { user } = useSession();
  const location = useLocation();
  const reason = useSignedOutReason();
  useEffect(() => {
    if (user !== null) signedOutReason.clear();
  }, [user]);
  if (reason === null || user !== null || location.pathname !== '/login') return null;
  return (
    <div className="notice notice--warning session-timeout-notice" role="alert">
      {reason}
    </div>
  );
}
