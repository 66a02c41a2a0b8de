import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, isFullySignedIn, signedOutSnapshot, storageKeys } from './session-store';

const user = { AccessToken: 'abc', isOneTimePassword: false };
const claim = { Number: '12/34567', Date: '14/03/2025' };

describe('session store (spec part 1 §3, §4)', () => {
  it('answers the one signed-out snapshot without a session, the one the prerendered pages hydrate with', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    expect(store.getSnapshot()).toBe(signedOutSnapshot);
    store.signIn(user, { rememberMe: false });
    expect(store.getSnapshot()).not.toBe(signedOutSnapshot);
    store.forceLogout();
    expect(store.getSnapshot()).toBe(signedOutSnapshot);
  });

  it('keeps the user in localStorage when Remember me is on', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn(user, { rememberMe: true });
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem(storageKeys.user)).toBeNull();
    expect(store.getAccessToken()).toBe('abc');
  });

  it('keeps the user in sessionStorage when Remember me is off', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn(user, { rememberMe: false });
    expect(JSON.parse(sessionStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('clears the user and the selected claim from both storages on a forced logout', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn(user, { rememberMe: true });
    store.selectClaim(claim);
    sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
    store.forceLogout();
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(storageKeys.user)).toBeNull();
      expect(storage.getItem(storageKeys.claim)).toBeNull();
    }
    expect(store.getSnapshot()).toMatchObject({ user: null, claim: null });
    expect(store.getAccessToken()).toBe('');
  });

  it('keeps the selected claim and drops it on deselect', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn(user, { rememberMe: false });
    store.selectClaim(claim);
    expect(store.getSnapshot().claim).toEqual(claim);
    store.deselectClaim();
    expect(store.getSnapshot().claim).toBeNull();
  });

  it('keeps the number of claims the claim was chosen from, and ignores a malformed one', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn(user, { rememberMe: false });
    store.selectClaim({ ...claim, ClaimCount: 3 });
    expect(createSessionStore(localStorage, sessionStorage).getSnapshot().claim).toEqual({
      ...claim,
      ClaimCount: 3,
    });
    sessionStorage.setItem(storageKeys.claim, JSON.stringify({ ...claim, ClaimCount: 'many' }));
    expect(createSessionStore(localStorage, sessionStorage).getSnapshot().claim).toBeNull();
  });

  it('tells subscribers about changes and stops after unsubscribe', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.signIn(user, { rememberMe: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.forceLogout();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stores the mobile-app flag as a true/false string in session storage', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.setMobileApp(true);
    expect(sessionStorage.getItem(storageKeys.mobileApp)).toBe('true');
    expect(store.getSnapshot().isMobileApp).toBe(true);
    store.setMobileApp(false);
    expect(sessionStorage.getItem(storageKeys.mobileApp)).toBe('false');
  });

  it('holds the forgot-password token and username in session storage', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.setForgotPassword('reset-token', 'alex@example.com');
    expect(sessionStorage.getItem('forgotPasswordAccessToken')).toBe('reset-token');
    expect(store.getForgotPasswordUsername()).toBe('alex@example.com');
    store.clearForgotPassword();
    expect(store.getForgotPasswordToken()).toBeNull();
  });

  it('ignores a stored user that is not well formed', () => {
    sessionStorage.setItem(storageKeys.user, '{not json');
    expect(createSessionStore(localStorage, sessionStorage).getSnapshot().user).toBeNull();
  });
});

describe('isFullySignedIn', () => {
  it('accepts only a full session, so signed-in calls never go out with a pending or registration token', () => {
    expect(isFullySignedIn(null)).toBe(false);
    expect(isFullySignedIn({ AccessToken: 't', isOneTimePassword: true })).toBe(false);
    expect(isFullySignedIn({ AccessToken: 't', isOneTimePassword: false, isRegistration: true })).toBe(false);
    expect(isFullySignedIn({ AccessToken: 't', isOneTimePassword: false })).toBe(true);
  });
});
