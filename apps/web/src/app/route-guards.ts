import { FALLBACK_PATH, SIGN_IN_PATH } from './route-table';
import type { RouteMeta } from '../lib/routing/route-types';

/**
 * The route guards of spec part 1 §2 "Route guards" and part 2 §2, as pure functions so each rule is
 * unit-tested. The router applies them on every navigation (guarded-screen.tsx).
 */

export interface GuardInput {
  route: Pick<RouteMeta, 'access' | 'requiresSentData' | 'requiresSentVia' | 'requiresResetToken'>;
  isSignedIn: boolean;
  hasSelectedClaim: boolean;
  /** The navigation's route state (location.state). */
  routeState: unknown;
  /** forgotPasswordAccessToken is held in session storage. */
  hasResetToken: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Sent-item screens need a sent-data marker in their route state (part 2 §2 "Sent items"). */
export function hasSentDataMarker(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sentData?: unknown }).sentData === true;
}

/** /sentusername needs route state naming how the username was sent (part 1 §2). */
export function hasSentViaMarker(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const sentVia = (state as { sentVia?: unknown }).sentVia;
  return typeof sentVia === 'string' && sentVia !== '';
}

/** Decides whether a route may open or where the visitor goes instead. */
export function decideRouteAccess(input: GuardInput): GuardDecision {
  const { route, isSignedIn, hasSelectedClaim } = input;

  if (route.requiresResetToken) {
    // Reset password: signed in -> /claims; no forgot-password token -> /login.
    if (isSignedIn) return redirect(FALLBACK_PATH);
    return input.hasResetToken ? allow : redirect(SIGN_IN_PATH);
  }
  if (route.requiresSentVia && !hasSentViaMarker(input.routeState)) return redirect(SIGN_IN_PATH);

  switch (route.access) {
    case 'signInOnly':
      return isSignedIn ? redirect(FALLBACK_PATH) : allow;
    case 'public':
      return allow;
    case 'signedIn':
      return isSignedIn ? allow : redirect(SIGN_IN_PATH);
    case 'claim':
      if (!isSignedIn) return redirect(SIGN_IN_PATH);
      if (!hasSelectedClaim) return redirect(FALLBACK_PATH);
      if (route.requiresSentData && !hasSentDataMarker(input.routeState)) return redirect(SIGN_IN_PATH);
      return allow;
  }
}

/** A route whose data carries the mobile-app flag marks the session as mobile-app mode. */
export function shouldMarkMobileApp(route: Pick<RouteMeta, 'mobileApp'>, isMobileApp: boolean): boolean {
  return route.mobileApp === true && !isMobileApp;
}
