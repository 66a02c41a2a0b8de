import type { z } from 'zod/mini';

/**
 * The provider's server-to-server API (issue 5 "The provider's interface", RESOLUTIONS.md "Data the
 * server must own"): calls under `/provider/v1/`, authenticated with an API key, never with a claimant
 * token. It is a separate table from the claimant `endpoints` (endpoint.ts) because its envelope differs:
 * REST methods, path/query/body parts, HTTP 401 for a missing or bad key, file downloads.
 * Wire field names are PascalCase like the claimant API.
 */

export type ProviderHttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ProviderEndpointDefinition {
  /** Stable identifier, equal to its key in `providerEndpoints`; the audit action is `provider.<id>`. */
  readonly id: string;
  readonly method: ProviderHttpMethod;
  /** Fastify form, e.g. `/provider/v1/submissions/:submissionId`. */
  readonly path: string;
  readonly summary: string;
  /** Longer guidance shown under the summary in /provider/docs (how to use the call safely). */
  readonly description?: string;
  /** OpenAPI tag grouping the call in /provider/docs, e.g. `Platform`, `Claimants`. */
  readonly tag: string;
  /** Path parameters; every `:name` of the path must be a key. */
  readonly params?: z.ZodMiniObject;
  /** Query string parameters (values arrive as strings; use z.coerce for numbers). */
  readonly query?: z.ZodMiniObject;
  /** JSON body (POST/PUT). Unknown keys are stripped; wrong types or missing fields answer 415. */
  readonly body?: z.ZodMiniType;
  /** The JSON 200 answer; the server parses what a handler returns through it. Ignored for `binary`. */
  readonly response: z.ZodMiniType;
  /** The answer is raw file bytes (Content-Type of the file, Content-Disposition attachment). */
  readonly binary?: true;
  /** Largest accepted body for this call, when more than the server's default (base64 attachments). */
  readonly bodyLimitBytes?: number;
}

/**
 * Declares one provider call. The literal type is kept (`const`), so the server's handler sees exactly
 * the params, query and body types of this entry.
 */
export function defineProviderEndpoint<const D extends ProviderEndpointDefinition>(definition: D): D {
  return definition;
}

/** Parsed path parameters of a call (an empty object when it has none). */
export type ProviderParamsOf<E> = E extends { params: infer S extends z.ZodMiniType }
  ? z.output<S>
  : Record<string, never>;
/** Parsed query of a call (an empty object when it has none). */
export type ProviderQueryOf<E> = E extends { query: infer S extends z.ZodMiniType }
  ? z.output<S>
  : Record<string, never>;
/** Parsed JSON body of a call (undefined when it takes none). */
export type ProviderBodyOf<E> = E extends { body: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
/** What a handler returns for a JSON call (the response schema's input). */
export type ProviderResponseOf<E> = E extends { response: infer S extends z.ZodMiniType }
  ? z.input<S>
  : never;
/** What the provider's client receives for a JSON call. */
export type ProviderResultOf<E> = E extends { response: infer S extends z.ZodMiniType } ? z.output<S> : never;
