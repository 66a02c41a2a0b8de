import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deselectClaim } from '../../api/deselect-claim';
import { signOut } from '../../api/sign-out';
import { alertErrors } from '../../lib/error-alert';
import { clearAllPreservedValues } from '../../lib/use-preserved-form-values';

/** Sign-out and Switch claim, shared by the toolbar, side menu and claim header (part 1 §2, §4). */
export function useShellActions() {
  const navigate = useNavigate();

  const handleSignOut = useCallback(() => {
    // A deliberate sign-out drops kept form values; a timeout keeps them for the next sign-in.
    clearAllPreservedValues();
    void signOut().finally(() => navigate('/login', { replace: true }));
  }, [navigate]);

  const handleSwitchClaim = useCallback(() => {
    deselectClaim()
      .then((done) => {
        if (done) void navigate('/claims');
      })
      .catch(alertErrors);
  }, [navigate]);

  return { handleSignOut, handleSwitchClaim };
}
