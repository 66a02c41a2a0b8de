import { useEffect } from 'react';
import { clearSecureUpdateToken } from '../../../lib/secure-update-token';

/** How many mounted pages currently use the secure-update token. */
let holders = 0;

/**
 * Clears the secure-update token when the pages that use it are left (spec part 1 §4 "Access
 * codes"). The clear waits a tick and counts holders, so a remount of the same page (or React's
 * development double mount) does not spend the token.
 */
export function useClearSecureTokenOnLeave(): void {
  useEffect(() => {
    holders += 1;
    return () => {
      holders -= 1;
      setTimeout(() => {
        if (holders === 0) clearSecureUpdateToken();
      }, 0);
    };
  }, []);
}
