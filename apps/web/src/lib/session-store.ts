import { captureWindowsHost } from './host-mode';

/**
 * The browser side of the session (spec part 1 §3 "Session user", §4 "Session").
 *
 * - The signed-in user ({AccessToken, isOneTimePassword}) lives in localStorage when the user chose
 *   Remember me, otherwise in sessionStorage. Registration signs in with a session-only user.
 * - A forced logout (expired token, sign-out) clears the user and the selected claim from both places.
 * - Session storage also holds the forgot-password token and username, and the mobile-app flag as a
 *   'true'/'false' string (part 1 §3).
 * All reads go through one snapshot so React can subscribe with useSyncExternalStore.
 */

export interface SessionUser {
  AccessToken: string;
  /** Signed in with a one-time password (part 1 §3); kept as the spec names it. */
  isOneTimePassword: boolean;
  /** Holds a registration token (AccountActivated 0, createaccount, or a reset of a not-activated account). */
  isRegistration?: boolean;
}

/**
 * A full session: neither a sign-in waiting for its access code nor a registration token. Only a full
 * session may make signed-in calls (getclaims, getaccount...); the server answers any other token with
 * an expired-token number, which would sign the user out mid-way through verification.
 */
export function isFullySignedIn(user: SessionUser | null): user is SessionUser {
  return user !== null && !user.isOneTimePassword && user.isRegistration !== true;
}

export interface SelectedClaim {
  Number: string;
  /** Date of accident, dd/mm/yyyy. */
  Date: string;
  /**
   * How many claims the user had when choosing this one, so a full load draws SWITCH CLAIM in its
   * first paint instead of when the claims list arrives (issue 15, CLS ≤ 0.02). The list wins.
   */
  ClaimCount?: number;
}

export interface SessionSnapshot {
  user: SessionUser | null;
  claim: SelectedClaim | null;
  isMobileApp: boolean;
}

/**
 * No session at all: one object, so every read of it is the same snapshot, the one the prerendered pages
 * were rendered with (lib/use-session.ts): hydrating them needs no second render.
 */
export const signedOutSnapshot: SessionSnapshot = Object.freeze({
  user: null,
  claim: null,
  isMobileApp: false,
});

/** Storage keys. The forgot-password keys are the names the spec gives (part 1 §3). */
export const storageKeys = {
  user: 'portal.user',
  claim: 'portal.selectedClaim',
  mobileApp: 'isMobileApp',
  forgotPasswordToken: 'forgotPasswordAccessToken',
  forgotPasswordUsername: 'username',
} as const;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  getAccessToken(): string;
  /** Re-reads storage, e.g. after another tab changed it. */
  refresh(): void;
  signIn(user: SessionUser, options: { rememberMe: boolean }): void;
  /** Clears the user and the selected claim from both storages (part 1 §4). */
  forceLogout(): void;
  selectClaim(claim: SelectedClaim): void;
  deselectClaim(): void;
  setMobileApp(isMobileApp: boolean): void;
  setForgotPassword(token: string, username: string): void;
  getForgotPasswordToken(): string | null;
  getForgotPasswordUsername(): string | null;
  clearForgotPassword(): void;
}

function readJson<T>(storage: Storage, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.AccessToken === 'string' && v.AccessToken !== '' && typeof v.isOneTimePassword === 'boolean'
  );
}

function isSelectedClaim(value: unknown): value is SelectedClaim {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.Number === 'string' &&
    typeof v.Date === 'string' &&
    (v.ClaimCount === undefined || (typeof v.ClaimCount === 'number' && Number.isInteger(v.ClaimCount)))
  );
}

export function createSessionStore(local: Storage, session: Storage): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot = read();

  function read(): SessionSnapshot {
    // A remembered user wins: it is the one the user chose to keep.
    const user =
      readJson(local, storageKeys.user, isSessionUser) ?? readJson(session, storageKeys.user, isSessionUser);
    const claim =
      readJson(local, storageKeys.claim, isSelectedClaim) ??
      readJson(session, storageKeys.claim, isSelectedClaim);
    const isMobileApp = session.getItem(storageKeys.mobileApp) === 'true';
    if (user === null && !isMobileApp) return signedOutSnapshot;
    return { user, claim: user ? claim : null, isMobileApp };
  }

  function changed(): void {
    const next = read();
    const same =
      JSON.stringify(next.user) === JSON.stringify(snapshot.user) &&
      JSON.stringify(next.claim) === JSON.stringify(snapshot.claim) &&
      next.isMobileApp === snapshot.isMobileApp;
    if (same) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** The storage that holds the current user, so the selected claim follows the Remember me choice. */
  function userStorage(): Storage {
    return local.getItem(storageKeys.user) !== null ? local : session;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.user?.AccessToken ?? '',
    refresh: changed,
    signIn(user, { rememberMe }) {
      for (const storage of [local, session]) {
        storage.removeItem(storageKeys.user);
        storage.removeItem(storageKeys.claim);
      }
      (rememberMe ? local : session).setItem(storageKeys.user, JSON.stringify(user));
      changed();
    },
    forceLogout() {
      for (const storage of [local, session]) {
        storage.removeItem(storageKeys.user);
        storage.removeItem(storageKeys.claim);
      }
      changed();
    },
    selectClaim(claim) {
      const stored: SelectedClaim = { Number: claim.Number, Date: claim.Date, ClaimCount: claim.ClaimCount };
      userStorage().setItem(storageKeys.claim, JSON.stringify(stored));
      changed();
    },
    deselectClaim() {
      local.removeItem(storageKeys.claim);
      session.removeItem(storageKeys.claim);
      changed();
    },
    setMobileApp(isMobileApp) {
      session.setItem(storageKeys.mobileApp, isMobileApp ? 'true' : 'false');
      changed();
    },
    setForgotPassword(token, username) {
      session.setItem(storageKeys.forgotPasswordToken, token);
      session.setItem(storageKeys.forgotPasswordUsername, username);
    },
    getForgotPasswordToken: () => session.getItem(storageKeys.forgotPasswordToken),
    getForgotPasswordUsername: () => session.getItem(storageKeys.forgotPasswordUsername),
    clearForgotPassword() {
      session.removeItem(storageKeys.forgotPasswordToken);
      session.removeItem(storageKeys.forgotPasswordUsername);
    },
  };
}

/** The app's one session store. Another tab signing out (localStorage event) is picked up too. */
export const sessionStore: SessionStore = createSessionStore(window.localStorage, window.sessionStorage);
window.addEventListener('storage', () => sessionStore.refresh());
// The windows host's start address carries its flag (host-mode.ts): keep it before the router moves on.
captureWindowsHost(window.location, window.sessionStorage);
