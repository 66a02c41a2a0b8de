import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/contract';
import { accountOwnerOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { AuthContext } from '../session/session.types.js';
import {
  type AccessCodeDeps,
  type CallContext,
  expireCode,
  generateCode,
  validateCode,
} from './access-code.service.js';

/** The three path families of spec part 1 §7: no suffix (activation), forlogin, whileloggedin. */
const families = [
  {
    flow: 'registration',
    generate: endpoints.generateSecurityCode,
    validate: endpoints.validateSecurityCode,
    expire: endpoints.expireSecurityCode,
  },
  {
    flow: 'login',
    generate: endpoints.generateSecurityCodeForLogin,
    validate: endpoints.validateSecurityCodeForLogin,
    expire: endpoints.expireSecurityCodeForLogin,
  },
  {
    flow: 'edit',
    generate: endpoints.generateSecurityCodeWhileLoggedIn,
    validate: endpoints.validateSecurityCodeWhileLoggedIn,
    expire: endpoints.expireSecurityCodeWhileLoggedIn,
  },
] as const;

function callContext(
  session: AuthContext,
  request: FastifyRequest,
  deviceType: number | undefined,
  now: Date,
): CallContext {
  // Every token kind these calls accept belongs to an account (sign-in and createaccount make them so).
  const { accountId, claimantId } = accountOwnerOf(session);
  return {
    session,
    accountId,
    claimantId,
    clientIp: request.ip,
    device: deviceType === undefined ? null : `type=${deviceType}`,
    requestId: request.id,
    now,
  };
}

export async function accessCodeRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): AccessCodeDeps => ({
    db: app.database.db,
    sessions: app.sessions,
    deliveries: app.deliveries,
    log: app.log,
    settings: {
      providerName: app.config.providerName,
      providerPhone: app.config.providerPhone,
      hourlyLimit: app.config.accessCodeHourlyLimit,
    },
  });

  for (const family of families) {
    registerEndpoint(app, family.generate, ({ body, session, request, now }) =>
      generateCode(deps(), callContext(session, request, body.DevType, now), family.flow, body.CodeType),
    );
    registerEndpoint(app, family.validate, ({ body, session, request, now }) =>
      validateCode(
        deps(),
        callContext(session, request, body.DeviceType, now),
        family.flow,
        body.SecurityCode,
      ),
    );
    registerEndpoint(app, family.expire, ({ body, session, request, now }) =>
      expireCode(deps(), callContext(session, request, body.DevType, now), family.flow, body.CodeType),
    );
  }
}
