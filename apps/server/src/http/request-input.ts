import type { FastifyRequest } from 'fastify';
import { type EndpointDefinition, type EndpointKey, postPathParams } from '@portal/contract';
import { UnprocessableError } from './unprocessable-error.js';

/**
 * Turns what arrived into the input an endpoint's request schema reads (RESOLUTIONS.md "The wire
 * contract"): the JSON body for POST, query plus path parameters for GET. Anything that is not a JSON
 * object where one is expected is unprocessable (415).
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A POST that carries nothing at all (no content type, no length): the spec's payload "none". */
function arrivedWithoutBody(request: FastifyRequest): boolean {
  const { headers } = request;
  const length = headers['content-length'];
  return (
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (length === undefined || length === '0')
  );
}

export function rawInputOf(endpoint: EndpointDefinition, request: FastifyRequest): Record<string, unknown> {
  if (endpoint.method === 'GET') {
    const query = isPlainObject(request.query) ? request.query : {};
    const params = isPlainObject(request.params) ? request.params : {};
    return { ...query, ...params };
  }
  const body: unknown = request.body;
  // Calls whose payload the spec gives as "none" (checkmessage) may arrive with no body at all; the
  // request schema still decides whether an empty object is acceptable.
  if (body === undefined && arrivedWithoutBody(request)) return {};
  if (!isPlainObject(body)) {
    throw new UnprocessableError(
      'invalidRequest',
      `expected a JSON object body, got ${body === null ? 'null' : typeof body}`,
    );
  }
  return body;
}

/**
 * Validates the input with the endpoint's request schema; unknown keys are stripped by the schema.
 * A body too deep or too large for the schema to walk (a RangeError: the stack overflowed) is a request
 * too large (415), never an internal fault (issue 29 item 1).
 */
export function parseRequest(endpoint: EndpointDefinition, raw: Record<string, unknown>): unknown {
  let parsed: ReturnType<typeof endpoint.request.safeParse>;
  try {
    parsed = endpoint.request.safeParse(raw);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new UnprocessableError('requestTooLarge', `the body is too deep or too large: ${error.message}`);
    }
    throw error;
  }
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new UnprocessableError('invalidRequest', detail);
  }
  return parsed.data;
}

/** The AccessToken a JSON call or a GET query carries (multipart calls read their `accessToken` field). */
export function accessTokenOf(raw: Record<string, unknown>): string | undefined {
  const token = raw.AccessToken;
  return typeof token === 'string' ? token : undefined;
}

/** Path parameters of POST calls (`/updateform/:type`), checked by the contract's params schema. */
export function parsePostPathParams(
  endpoint: EndpointDefinition,
  request: FastifyRequest,
): Record<string, string> {
  if (endpoint.method !== 'POST') return {};
  const schema = postPathParams[endpoint.id as EndpointKey];
  if (!schema) return {};
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) {
    throw new UnprocessableError('invalidRequest', `path parameters: ${parsed.error.message}`);
  }
  return parsed.data as Record<string, string>;
}
