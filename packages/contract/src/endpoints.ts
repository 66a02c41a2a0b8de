import type { z } from 'zod/mini';
import type { EndpointDefinition } from './shared/endpoint.js';
import * as drafts from './form-drafts/schemas.js';
import * as uploads from './uploads/schemas.js';

/**
 * The endpoint table (endpoint-table.ts) as one object, `endpoints.login` and so on: a module
 * namespace rather than an object literal, so a bundle keeps only the calls its code names (issue 15:
 * /login's scripts held every call's schemas). The server registers its routes from `endpointList`.
 */
import * as endpoints from './endpoint-table.js';

export { endpoints };

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
/** Every call, sorted by its key (a namespace's own order). */
export const endpointList: readonly EndpointDefinition[] = Object.values(endpoints);

/** Multipart file field per upload (RESOLUTIONS.md): `uploads[]`, the authority form's `Signature`. */
export function fileFieldOf(endpoint: EndpointDefinition): string | undefined {
  if (endpoint.body !== 'multipart') return undefined;
  return endpoint.id === 'uploadAuthorityForm' ? uploads.SIGNATURE_FILE_FIELD : uploads.UPLOAD_FILE_FIELD;
}

/** Path parameters of POST calls (GET calls carry theirs in the request schema). */
export const postPathParams: Partial<Record<EndpointKey, z.ZodMiniObject>> = {
  updateForm: drafts.draftPathParamsSchema,
  getDraft: drafts.draftPathParamsSchema,
  discardDraft: drafts.draftPathParamsSchema,
  submitForm: drafts.draftPathParamsSchema,
};
