import type { AuthKind } from '@portal/contract';
import fp from 'fastify-plugin';
import type { ResolveOptions, SessionResolver } from '../../http/caller-session.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isSessionKindAccepted } from './session-access.js';
import { sessionsStartedCounter } from './session-metrics.js';
import { SessionService, sessionFailureErrors } from './session.service.js';
import type { SessionSettings } from './session.types.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export interface SessionPluginOptions {
  settings: SessionSettings;
  clock: Clock;
}

/**
 * The session module's side of the auth plugin (issue 31 "Layers one way"): it keeps the sessions and
 * registers the resolver plugins/auth.ts answers calls with, so the call envelope knows sessions only
 * through the SessionResolver interface (http/caller-session.ts).
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const sessions = new SessionService(
      app.database.db,
      options.settings,
      options.clock,
      sessionsStartedCounter(app.metrics.registry),
    );
    app.decorate('sessions', sessions);
    app.decorate('sessionResolver', sessionResolverOf(sessions));
  },
  { name: 'sessions', fastify: '5.x', dependencies: ['db', 'metrics'] },
);

export function sessionResolverOf(sessions: SessionService): SessionResolver {
  return {
    async authenticate(
      token: string | undefined,
      authKind: AuthKind,
      endpointId?: string,
      options?: ResolveOptions,
    ) {
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
  };
}
