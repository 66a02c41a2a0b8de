import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf, hashDeviceIdentifier } from '../../http/caller-context.js';
import { type SignInDeps, prepareSignIn, signIn, signOut } from './sign-in.service.js';

/** POST /api/account/login and /api/account/logout (spec part 1 §7). */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  await prepareSignIn();
  const deps = (): SignInDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    verification: app.config.signInVerification,
  });

  registerEndpoint(app, endpoints.login, ({ body, auth, request, now }) =>
    signIn(deps(), {
      body,
      previous: auth,
      now,
      client: clientContextOf(request, {
        type: body.DeviceType,
        identifierHash: body.DeviceIdentifier ? hashDeviceIdentifier(body.DeviceIdentifier) : null,
      }),
    }),
  );

  registerEndpoint(app, endpoints.logout, ({ auth, request, now }) =>
    signOut(deps(), { auth, now, client: clientContextOf(request) }),
  );
}
