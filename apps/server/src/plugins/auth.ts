import { type AuthKind, SESSION_TIME_LEFT_HEADER, formatSessionTimeLeft } from '@portal/contract';
import fp from 'fastify-plugin';
import type { AuthContext, ResolveOptions, SessionResolver } from '../http/caller-session.js';
import type { Clock } from '../lib/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registered by the session module (modules/session/session.plugin.ts) before this plugin. */
    sessionResolver: SessionResolver;
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
  clock: Clock;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    app.decorateRequest('auth', null);

    // Every answer to a call whose token was resolved says how long its session has left, so the
    // browser's timeout warning counts down to the server's real limits (issue 30 item 1).
    app.addHook('onSend', async (request, reply, payload) => {
      const expiry = request.auth?.expiry;
      if (expiry) {
        const now = options.clock().getTime();
        reply.header(
          SESSION_TIME_LEFT_HEADER,
          formatSessionTimeLeft({
            idleSeconds: (expiry.idleAt - now) / 1000,
            absoluteSeconds: (expiry.absoluteAt - now) / 1000,
            idleLimitSeconds: expiry.idleLimitMs / 1000,
          }),
        );
      }
      return payload;
    });

    const resolver = app.sessionResolver;
    app.decorate(
      'authenticate',
      (token: string | undefined, authKind: AuthKind, endpointId?: string, options?: ResolveOptions) =>
        resolver.authenticate(token, authKind, endpointId, options),
    );
  },
  { name: 'auth', fastify: '5.x', decorators: { fastify: ['sessionResolver'] } },
);
