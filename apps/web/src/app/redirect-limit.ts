import { ROUTER_REDIRECT_LIMIT } from '@portal/contract';

/**
 * The router's redirect limit (spec part 1 §9: 31). The route guards send visitors from screen to
 * screen; a misconfigured route or an inconsistent session could make them bounce for ever. Guard
 * redirects are counted until a screen is shown; the one after the 31st is refused and the error
 * page takes over (route-error-page.tsx).
 */

export class RedirectLoopError extends Error {
  override readonly name = 'RedirectLoopError';
  constructor(readonly lastPath: string) {
    super(`The route guards redirected ${ROUTER_REDIRECT_LIMIT} times in a row without showing a screen.`);
  }
}

export function isRedirectLoopError(error: unknown): error is RedirectLoopError {
  return error instanceof RedirectLoopError;
}

let redirectsInARow = 0;
/** The location a redirect was last counted at: re-renders of one location count once. */
let lastCountedKey: string | null = null;

/**
 * Counts a guard redirect away from the location `locationKey`; false when it would exceed the
 * limit, so the caller must not redirect.
 */
export function countGuardRedirect(locationKey: string): boolean {
  if (locationKey !== lastCountedKey) {
    lastCountedKey = locationKey;
    redirectsInARow += 1;
  }
  return redirectsInARow <= ROUTER_REDIRECT_LIMIT;
}

/** A screen was shown: the run of redirects is over (also gives tests a clean slate). */
export function resetGuardRedirects(): void {
  redirectsInARow = 0;
  lastCountedKey = null;
}
