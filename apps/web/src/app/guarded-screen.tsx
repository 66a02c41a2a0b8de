import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore } from '../lib/session-store';
import { useSession } from '../lib/use-session';
import type { ScreenProps } from './route-components';
import { decideRouteAccess, shouldMarkMobileApp } from './route-guards';
import type { RouteMeta } from './route-types';

/** Applies the route guards (route-guards.ts) and renders the route's screen or redirects. */
export function GuardedScreen({
  meta,
  screen: Screen,
}: {
  meta: RouteMeta;
  screen: ComponentType<ScreenProps>;
}) {
  const location = useLocation();
  const session = useSession();
  const markMobileApp = shouldMarkMobileApp(meta, session.isMobileApp);

  useEffect(() => {
    if (markMobileApp) sessionStore.setMobileApp(true);
  }, [markMobileApp]);

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
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Screen meta={meta} />;
}
