import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ProviderBodyOf,
  ProviderEndpointDefinition,
  ProviderParamsOf,
  ProviderQueryOf,
  ProviderResponseOf,
} from '@portal/contract';
import type { z } from 'zod/mini';
import type { ApiKeyIdentity } from '../modules/api-keys/api-keys.service.js';
import { UnprocessableError } from '../http/unprocessable-error.js';
import { writeAnswer } from '../http/answer-serializer.js';
import { attachmentDisposition } from './content-disposition.js';
import {
  type PartIssue,
  ProviderInvalidRequestError,
  type RequestPart,
  sendProviderError,
} from './provider-invalid-request.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on provider API routes: the key check and the audit read it (provider-api.plugin.ts). */
    providerEndpointId?: string;
  }
  interface FastifyRequest {
    /** The API key of a provider API request, set by the key check before the handler runs. */
    providerApiKey?: ApiKeyIdentity;
  }
  interface FastifyInstance {
    /** Ids of the provider endpoints that have a route; the rest answer "not available yet". */
    providerEndpointRegistry: Set<string>;
  }
}

/** What a handler of a `binary` endpoint returns: the file, sent as an attachment. */
export interface ProviderFileResult {
  bytes: Buffer | Readable;
  mimeType: string;
  filename: string;
}

export interface ProviderHandlerContext<E extends ProviderEndpointDefinition> {
  params: ProviderParamsOf<E>;
  query: ProviderQueryOf<E>;
  body: ProviderBodyOf<E>;
  /** The calling key (already checked: known and not revoked). */
  apiKey: ApiKeyIdentity;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The current time from the app's clock (tests move it). */
  now: Date;
}

export type ProviderHandlerResult<E extends ProviderEndpointDefinition> = E extends { binary: true }
  ? ProviderFileResult
  : ProviderResponseOf<E>;

export type ProviderHandler<E extends ProviderEndpointDefinition> = (
  context: ProviderHandlerContext<E>,
) => Promise<ProviderHandlerResult<E>> | ProviderHandlerResult<E>;

/** A schema's stack overflow (a body too deep to walk) is a request too large (415), never a fault. */
function safeParseWithinStack(schema: z.ZodMiniType, value: unknown) {
  try {
    return schema.safeParse(value);
  } catch (error) {
    if (error instanceof RangeError) throw new UnprocessableError('requestTooLarge', error.message);
    throw error;
  }
}

/**
 * Parses path, query and body with the contract's schemas, all three before answering, so one 415
 * names every problem of the call.
 */
function parseParts(
  endpoint: ProviderEndpointDefinition,
  input: Record<RequestPart, unknown>,
): Record<RequestPart, unknown> {
  const issues: PartIssue[] = [];
  const parse = (part: RequestPart, schema: z.ZodMiniType | undefined): unknown => {
    if (!schema) return part === 'body' ? undefined : {};
    const parsed = safeParseWithinStack(schema, input[part]);
    if (parsed.success) return parsed.data;
    issues.push(...parsed.error.issues.map((issue) => ({ part, issue })));
    return undefined;
  };
  const parsed = {
    params: parse('params', endpoint.params),
    query: parse('query', endpoint.query),
    body: parse('body', endpoint.body),
  };
  if (issues.length > 0) throw new ProviderInvalidRequestError(issues);
  return parsed;
}

/**
 * Registers a provider API call (issue 5 "The provider's interface") inside the provider API plugin,
 * whose hooks have already checked the API key and audit the call. Parses path, query and body with
 * the contract's schemas (415 naming each field and rule on failure), runs the handler and answers
 * its result parsed through the response schema (JSON), or the file it returns (`binary`). Errors go
 * to the errors plugin: `AppError` → 225, anything unexpected → 225 number 100 with a reference.
 */
export function registerProviderEndpoint<E extends ProviderEndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: ProviderHandler<E>,
): void {
  if (app.providerEndpointRegistry.has(endpoint.id)) {
    throw new Error(`Provider endpoint ${endpoint.id} is registered twice`);
  }
  app.providerEndpointRegistry.add(endpoint.id);

  const { bodyLimitBytes, providerBodyLimitBytes } = app.config;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { providerEndpointId: endpoint.id },
    // A call may declare a larger body (attachments); PROVIDER_BODY_LIMIT_BYTES caps every call.
    bodyLimit: Math.min(endpoint.bodyLimitBytes ?? bodyLimitBytes, providerBodyLimitBytes),
    // A schema failure names its fields (provider-invalid-request.ts); the rest as any call.
    errorHandler: (error, request, reply) => {
      void sendProviderError(error, request, reply);
    },
    handler: async (request, reply) => {
      const apiKey = request.providerApiKey;
      // The plugin's key check runs first; a route registered outside it must not run unauthenticated.
      if (!apiKey) throw new Error(`Provider endpoint ${endpoint.id} reached without an API key check`);
      const { params, query, body } = parseParts(endpoint, {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body ?? {},
      });
      const result = await handler({
        params: params as ProviderParamsOf<E>,
        query: query as ProviderQueryOf<E>,
        body: body as ProviderBodyOf<E>,
        apiKey,
        request,
        reply,
        now: app.now(),
      });
      if (reply.sent) return reply;
      reply.code(200).header('cache-control', 'no-store');
      if (endpoint.binary) return sendFile(reply, result as ProviderFileResult);
      return sendJson(app, endpoint, result, reply);
    },
  });
}

function sendFile(reply: FastifyReply, file: ProviderFileResult): FastifyReply {
  return reply
    .type(file.mimeType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .send(file.bytes);
}

function sendJson(
  app: FastifyInstance,
  endpoint: ProviderEndpointDefinition,
  result: unknown,
  reply: FastifyReply,
): FastifyReply {
  // Written through the response schema, so nothing the contract does not name reaches the wire.
  const text = writeAnswer(endpoint.id, endpoint.response, result, !app.config.isProduction);
  return reply.type('application/json; charset=utf-8').send(text);
}
