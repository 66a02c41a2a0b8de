/**
 * What each route declares about itself (spec part 1 §2 "Routes", "Route guards", "Layout";
 * part 2 §2). The router, the guards and the layout all read these declarations; screens receive
 * theirs as ScreenProps. Kept below features so a screen never imports the app that routes to it.
 */

/**
 * Who may open a route (part 1 §2 "Route guards", §6):
 * - signInOnly: the sign-in pages; a signed-in user goes to /claims.
 * - public: needs no sign-in and is open to everyone (survey, static pages, register, forgot...).
 * - signedIn: needs sign-in but no selected claim (/claims, and /verify, which a sign-in awaiting
 *   its access code must reach before any claim can be selected).
 * - claim: needs sign-in and a selected claim (everything else).
 */
export type RouteAccess = 'signInOnly' | 'public' | 'signedIn' | 'claim';

export type ToolbarLeft = 'menu' | 'back' | 'cancel' | 'none';
export type ToolbarRight = 'phone' | 'home' | 'none';

export interface Crumb {
  label: string;
  to: string;
}

export interface RouteMeta {
  /** Screen key; the screen registry maps it to a lazily loaded component (app/screens.ts). */
  screen: string;
  path: string;
  /** The screen's title: the page's h1 and the document title. */
  title: string;
  /** The document title when it must say more than the h1 (steps that share one heading). */
  documentTitle?: string;
  access: RouteAccess;
  /** Toolbar per route; `hidden` removes the toolbar and the footer links (the claims page). */
  toolbar: { left: ToolbarLeft; right: ToolbarRight } | 'hidden';
  /** Privacy shows its toolbar only when signed in (part 2 §2 "Static pages"). */
  toolbarSignedInOnly?: boolean;
  /** Trail before the current page, e.g. Home > Send documents (part 1 §2 "Claim header"). */
  breadcrumbs?: Crumb[];
  /** Opening the route marks the session as mobile-app mode (part 1 §2 "Route guards"). */
  mobileApp?: boolean;
  /** Sent-item screens need a sent-data marker in the route state, else /login. */
  requiresSentData?: boolean;
  /** /sentusername needs route state naming how the username was sent, else /login. */
  requiresSentVia?: boolean;
  /** /resetpassword needs the forgot-password token in session storage, else /login. */
  requiresResetToken?: boolean;
  /** nh=1 hides the footer as well as the header on terms and notice (part 2 §2). */
  nhHidesFooter?: boolean;
}

/** Props every screen receives: its own route declaration. */
export interface ScreenProps {
  meta: RouteMeta;
}

/** Route state the sent-item screens require (part 2 §2 "Sent items"). */
export interface SentDataState {
  sentData: true;
}

/** Route state /sentusername requires: how the username was sent (part 1 §2). */
export interface SentUsernameState {
  sentVia: 'email' | 'mobile' | 'email-and-mobile';
}
