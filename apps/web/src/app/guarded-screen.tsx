import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageLeaveTracking } from '../lib/analytics';
import { releasePrerenderedForms } from '../lib/prerendered-page';
import { sessionStore } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import { countGuardRedirect, RedirectLoopError, resetGuardRedirects } from './redirect-limit';
import { decideRouteAccess, shouldMarkMobileApp } from './route-guards';
import type { RouteMeta } from '../lib/routing/route-types';
import type { ScreenComponent } from './screen-loader';
import { useNextScreenPreload } from './screen-preload';

/**
 * Applies the route guards (route-guards.ts) and renders the route's screen or redirects. Every routed
 * screen renders through here, so this is also where page leaves are tracked (lib/analytics.ts) and
 * where runaway redirects are stopped (redirect-limit.ts). A shown screen starts preloading the ones
 * that usually follow it (screen-preload.ts).
 */
export function GuardedScreen({ meta, screen: Screen }: { meta: RouteMeta; screen: ScreenComponent }) {
  const location = useLocation();
  const session = useSession();
  const markMobileApp = shouldMarkMobileApp(meta, session.isMobileApp);

  useEffect(() => {
    if (markMobileApp) sessionStore.setMobileApp(true);
  }, [markMobileApp]);

  // The first screen, hydrated over the build's markup, takes input from here on.
  useEffect(releasePrerenderedForms, []);

  // "A signed-in user who opens /login or /resetpassword goes to /claims" (part 1 §2) is about opening
  // the route. A sign-in completed on it (login, reset password) navigates on by itself, to /verify or
  // /activate; re-checking on that session change would race the user to /claims instead.
  const isSignedIn = session.user !== null;
  const [entry, setEntry] = useState({ key: location.key, isSignedIn });
  const isNewEntry = entry.key !== location.key;
  if (isNewEntry) setEntry({ key: location.key, isSignedIn });
  const isCheckedOnEntryOnly = meta.access === 'signInOnly' || meta.requiresResetToken === true;
  const wasSignedInOnEntry = isNewEntry ? isSignedIn : entry.isSignedIn;

  const decision = decideRouteAccess({
    route: meta,
    isSignedIn: isCheckedOnEntryOnly ? isSignedIn && wasSignedInOnEntry : isSignedIn,
    hasSelectedClaim: session.claim !== null,
    routeState: location.state,
    hasResetToken: Boolean(sessionStore.getForgotPasswordToken()),
  });
  const isShown = decision.kind === 'allow';
  usePageLeaveTracking(isShown ? meta.path : null, location.pathname);
  useNextScreenPreload(isShown ? meta.screen : null);

  if (decision.kind === 'redirect') {
    // Thrown to the router's error page (and its error logging) instead of redirecting a 32nd time.
    if (!countGuardRedirect(location.key)) throw new RedirectLoopError(meta.path);
    return <Navigate to={decision.to} replace />;
  }
  resetGuardRedirects();
  return <Screen meta={meta} />;
}
