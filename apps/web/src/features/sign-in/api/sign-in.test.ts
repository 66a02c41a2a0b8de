import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { pathAfterSignIn, signIn } from './sign-in';

afterEach(() => vi.unstubAllGlobals());

describe('signIn (spec part 1 §4 "Session")', () => {
  it('logs out an existing session before signing in', async () => {
    sessionStore.signIn({ AccessToken: 'old', isOneTimePassword: false }, { rememberMe: true });
    const calls: [string, unknown][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push([String(input), JSON.parse(String(init?.body))]);
        const body = String(input).endsWith('/login') ? { AccessToken: 'new', AccountActivated: 2 } : true;
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    await signIn({ EmailAddress: 'alex@example.com', Password: 'Secret12', RememberMe: false });
    expect(calls.map(([path]) => path)).toEqual(['/api/account/logout', '/api/account/login']);
    expect(calls[0]?.[1]).toEqual({ AccessToken: 'old' });
    expect(sessionStore.getSnapshot().user).toBeNull();
  });

  it('routes AccountActivated 0, 1 and 2 to activation, verification and the claims', () => {
    expect([0, 1, 2].map((n) => pathAfterSignIn(n as 0 | 1 | 2))).toEqual([
      '/activate',
      '/verify',
      '/claims',
    ]);
  });
});
