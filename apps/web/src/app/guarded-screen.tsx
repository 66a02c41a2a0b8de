import { useEffect, type ComponentType } from 'react';
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

  const decision = decideRouteAccess({
    route: meta,
    isSignedIn: session.user !== null,
    hasSelectedClaim: session.claim !== null,
    routeState: location.state,
    hasResetToken: Boolean(sessionStore.getForgotPasswordToken()),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Screen meta={meta} />;
}
