import type { AuthKind } from '@portal/contract';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import type { Clock } from '../lib/clock.js';
import { isSessionKindAccepted } from '../modules/session/session-access.js';
import {
  type ResolveOptions,
  SessionService,
  sessionFailureErrors,
} from '../modules/session/session.service.js';
import type { AuthContext, SessionSettings } from '../modules/session/session.types.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /**
     * Resolves the AccessToken a call carries for an endpoint's auth kind. Public calls: the session
     * when the token is valid, otherwise null (a stale token never blocks a public call). Other kinds:
     * the session, or an AppError with one of the spec's expired-token numbers (part 1 §8).
     */
    authenticate(
      token: string | undefined,
      authKind: AuthKind,
      endpointId?: string,
      options?: ResolveOptions,
    ): Promise<AuthContext | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  settings: SessionSettings;
  clock: Clock;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const sessions = new SessionService(app.database.db, options.settings, options.clock);
    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);

    app.decorate(
      'authenticate',
      async (
        token: string | undefined,
        authKind: AuthKind,
        endpointId?: string,
        options?: ResolveOptions,
      ) => {
        const hasToken = typeof token === 'string' && token !== '';
        if (authKind === 'public') {
          if (!hasToken) return null;
          const result = await sessions.resolve(token);
          return result.ok ? result.auth : null;
        }
        if (!hasToken) throw new AppError('tokenUnknown');
        const result = await sessions.resolve(token, options);
        if (!result.ok) throw new AppError(sessionFailureErrors[result.failure]);
        if (!isSessionKindAccepted(authKind, result.auth.kind, endpointId))
          throw new AppError('tokenWrongKind');
        if (authKind === 'claim' && result.auth.selectedClaimId === null)
          throw new AppError('claimNotSelected');
        return result.auth;
      },
    );
  },
  { name: 'auth', fastify: '5.x', dependencies: ['db'] },
);
