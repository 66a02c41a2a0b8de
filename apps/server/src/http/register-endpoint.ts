import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthKind, EndpointDefinition } from '@portal/contract';
import type { z } from 'zod/mini';
import { type AuthContext, SessionNotHeld } from './caller-session.js';
import { AppError } from './app-error.js';
import { writeAnswer } from './answer-serializer.js';
import { accessTokenOf, parsePostPathParams, parseRequest, rawInputOf } from './request-input.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ids of the contract endpoints that have a route; the rest answer "not available yet". */
    endpointRegistry: Set<string>;
  }
}

/** Non-null for an endpoint whose auth kind is a known non-public literal. */
export type AuthFor<E extends EndpointDefinition> = AuthKind extends E['auth']
  ? AuthContext | null
  : E['auth'] extends 'public'
    ? AuthContext | null
    : AuthContext;

export interface HandlerContext<E extends EndpointDefinition> {
  /** The request parsed by the endpoint's schema (JSON body, or GET query + path parameters). */
  body: z.output<E['request']>;
  /** Path parameters of POST calls such as `/updateform/:type`, checked by the contract. */
  params: Record<string, string>;
  /**
   * The caller's session, already checked against the endpoint's auth kind: null only on a public
   * call without a valid token, and on multipart calls until the handler calls `authenticate`.
   */
  auth: AuthFor<E>;
  /** `auth` for a call that needs a session: throws the unknown-token error (18) when there is none. */
  readonly session: AuthContext;
  /** Checks a token against this endpoint's auth kind (multipart calls read `accessToken` themselves). */
  authenticate(token: string | undefined): Promise<AuthContext | null>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The current time from the app's clock (tests move it). */
  now: Date;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Registers a contract endpoint (STYLE.md principle 2). The route's method and path come from the
 * entry; the helper resolves the AccessToken for the entry's auth kind (225 with an expired-token number
 * on failure) and parses and validates the request (415 on failure) — a public call parses first, any
 * other resolves its token first — runs the handler and sends its result checked against the response
 * schema. Errors thrown anywhere go to the errors plugin.
 */
export interface EndpointOptions {
  /**
   * The handler's statements check a kept session (modules/session/session-check.ts), so the call may
   * answer from a session kept on this server without reading it; when the check fails the handler is
   * run once more with the session read. Only for calls that read and never write.
   */
  reuseSession?: boolean;
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  if (app.endpointRegistry.has(endpoint.id)) {
    throw new Error(`Endpoint ${endpoint.id} is registered twice`);
  }
  app.endpointRegistry.add(endpoint.id);

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const authenticate = async (token: string | undefined, reuse = false) => {
        request.auth = await app.authenticate(token, endpoint.auth, endpoint.id, { reuse });
        return request.auth;
      };
      let body: unknown = undefined;
      let token: string | undefined;
      const params = parsePostPathParams(endpoint, request);
      if (endpoint.body !== 'multipart') {
        const raw = rawInputOf(endpoint, request);
        token = accessTokenOf(raw);
        if (endpoint.auth === 'public') {
          // A stale token never blocks a public call, so its body is read first as it always was.
          body = parseRequest(endpoint, raw);
          await authenticate(token);
        } else {
          // Issue 29 item 1: a call that needs a session is refused for a missing or unknown token
          // before its body is read against the schema, so a stranger's body costs no schema work.
          await authenticate(token, options.reuseSession === true);
          body = parseRequest(endpoint, raw);
        }
      }
      const run = () =>
        handler({
          body: body as z.output<E['request']>,
          params,
          get auth() {
            return request.auth as AuthFor<E>;
          },
          get session() {
            if (!request.auth) throw new AppError('tokenUnknown');
            return request.auth;
          },
          authenticate: (given) => authenticate(given),
          request,
          reply,
          now: app.now(),
        });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run();
      } catch (error) {
        if (!(error instanceof SessionNotHeld) || request.auth?.check === undefined) throw error;
        // The kept session moved on (signed out, timed out, another claim): read it, then answer.
        await authenticate(token);
        result = await run();
      }
      if (reply.sent) return reply;
      return sendResult(app, endpoint, result, reply);
    },
  });
}

function sendResult(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  result: unknown,
  reply: FastifyReply,
): FastifyReply {
  // Written through the response schema: nothing the contract does not name reaches the wire
  // (STYLE.md principle 4, http/answer-serializer.ts); outside production also checked against it.
  const check = !app.config.isProduction;
  // Answers carry personal data: never cached by browsers or proxies.
  reply.code(200).header('cache-control', 'no-store');
  if (endpoint.responseType === 'html') {
    if (check) writeAnswer(endpoint.id, endpoint.response, result, check);
    return reply.type('text/html; charset=utf-8').send(String(result));
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(writeAnswer(endpoint.id, endpoint.response, result, check));
}
