import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf, hashDeviceIdentifier } from '../../http/caller-context.js';
import { signInAdmission } from './sign-in-admission.js';
import { type SignInDeps, prepareSignIn, signIn, signOut } from './sign-in.service.js';

/** POST /api/account/login and /api/account/logout (spec part 1 §7). */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  await prepareSignIn();
  const deps = (): SignInDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    verification: app.config.signInVerification,
  });

  // A wave of sign-ins takes turns, so it cannot crowd out signed-in claimants' calls (ADR 0045).
  const admit = signInAdmission({
    ...app.config.signInAdmission,
    retryAfterSeconds: app.config.loadShedding.retryAfterSeconds,
  });
  registerEndpoint(app, endpoints.login, ({ body, auth, request, now }) =>
    admit(() =>
      signIn(deps(), {
        body,
        previous: auth,
        now,
        client: clientContextOf(request, {
          type: body.DeviceType,
          identifierHash: body.DeviceIdentifier ? hashDeviceIdentifier(body.DeviceIdentifier) : null,
        }),
      }),
    ),
  );

  registerEndpoint(app, endpoints.logout, ({ auth, request, now }) =>
    signOut(deps(), { auth, now, client: clientContextOf(request) }),
  );
}
