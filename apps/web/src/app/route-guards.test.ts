import { describe, expect, it } from 'vitest';
import { decideRouteAccess, hasSentDataMarker, shouldMarkMobileApp, type GuardInput } from './route-guards';
import { routeTable } from './route-table';
import type { RouteMeta } from '../lib/routing/route-types';

function route(path: string): RouteMeta {
  const found = routeTable.find((meta) => meta.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

const signedOut = { isSignedIn: false, hasSelectedClaim: false, routeState: null, hasResetToken: false };
const signedInNoClaim = { ...signedOut, isSignedIn: true };
const withClaim = { ...signedOut, isSignedIn: true, hasSelectedClaim: true };

function decide(path: string, session: Omit<GuardInput, 'route'>) {
  return decideRouteAccess({ route: route(path), ...session });
}

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('route guards (spec part 1 §2)', () => {
  it('lets a signed-out visitor open /login, /login/m and /login/m;nh=1', () => {
    for (const path of ['/login', '/login/m', '/login/m;nh=1'])
      expect(decide(path, signedOut)).toEqual(allow);
  });

  it('sends a signed-in user who opens any sign-in page to /claims', () => {
    for (const path of ['/login', '/login/m', '/login/m;nh=1']) {
      expect(decide(path, signedInNoClaim)).toEqual(to('/claims'));
      expect(decide(path, withClaim)).toEqual(to('/claims'));
    }
  });

  it('lets anyone open the public pages', () => {
    const publicPaths = [
      '/register',
      '/activate',
      '/forgotusername',
      '/forgotpassword',
      '/surveyvalidation',
      '/myneeds',
      '/surveyintro',
      '/survey',
      '/surveyoutro',
      '/disclaimer',
      '/notice',
      '/privacypolicy',
      '/accessibility',
    ];
    for (const path of publicPaths) {
      expect(decide(path, signedOut)).toEqual(allow);
      expect(decide(path, signedInNoClaim)).toEqual(allow);
      expect(decide(path, withClaim)).toEqual(allow);
    }
  });

  it('sends a signed-out visitor from every signed-in screen to /login', () => {
    const signedInPaths = routeTable.filter((meta) => meta.access === 'claim' || meta.access === 'signedIn');
    expect(signedInPaths.length).toBeGreaterThan(20);
    for (const meta of signedInPaths) {
      expect(decideRouteAccess({ route: meta, ...signedOut })).toEqual(to('/login'));
    }
  });

  it('sends a signed-in user with no claim selected from a claim screen to /claims', () => {
    for (const path of ['/claim', '/inbox', '/account', '/services/:id', '/accountupdated/:type/:success']) {
      expect(decide(path, signedInNoClaim)).toEqual(to('/claims'));
    }
  });

  it('lets a signed-in user with no claim selected open /claims and the sign-in verification step', () => {
    expect(decide('/claims', signedInNoClaim)).toEqual(allow);
    expect(decide('/verify', signedInNoClaim)).toEqual(allow);
  });

  it('lets a signed-in user with a selected claim open claim screens', () => {
    for (const path of ['/claim', '/inbox', '/forms', '/contactus', '/claims'])
      expect(decide(path, withClaim)).toEqual(allow);
  });

  it('sends sent-item screens without the sent-data marker to /login', () => {
    for (const path of ['/sent-items', '/sent-item-detail']) {
      expect(decide(path, withClaim)).toEqual(to('/login'));
      expect(decide(path, { ...withClaim, routeState: { sentData: true } })).toEqual(allow);
    }
  });

  it('recognises only a true sentData entry as the sent-data marker', () => {
    expect(hasSentDataMarker({ sentData: true })).toBe(true);
    expect(hasSentDataMarker({ sentData: 'yes' })).toBe(false);
    expect(hasSentDataMarker(undefined)).toBe(false);
  });

  it('opens /sentusername only with route state naming how the username was sent', () => {
    expect(decide('/sentusername', signedOut)).toEqual(to('/login'));
    expect(decide('/sentusername', { ...signedOut, routeState: {} })).toEqual(to('/login'));
    expect(decide('/sentusername', { ...signedOut, routeState: { sentVia: 'email' } })).toEqual(allow);
  });

  it('opens /resetpassword only with a forgot-password token and never when signed in', () => {
    expect(decide('/resetpassword', signedOut)).toEqual(to('/login'));
    expect(decide('/resetpassword', { ...signedOut, hasResetToken: true })).toEqual(allow);
    expect(decide('/resetpassword', { ...signedInNoClaim, hasResetToken: true })).toEqual(to('/claims'));
  });

  it('marks mobile-app mode only for routes carrying the flag and only once', () => {
    expect(shouldMarkMobileApp(route('/login/m'), false)).toBe(true);
    expect(shouldMarkMobileApp(route('/login/m;nh=1'), false)).toBe(true);
    expect(shouldMarkMobileApp(route('/login/m'), true)).toBe(false);
    expect(shouldMarkMobileApp(route('/login'), false)).toBe(false);
  });
});
