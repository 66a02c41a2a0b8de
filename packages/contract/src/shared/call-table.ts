import type { z } from 'zod/mini';
import { type AuthKind, type EndpointDefinition, defineEndpoint } from './endpoint.js';

/**
 * Entry builders for one spec part. An entry names its schemas, `<key>RequestSchema` and
 * `<key>ResponseSchema` of its domain module (endpoints.test.ts holds every entry to that rule), each
 * by name rather than looked up from the key: a bundle then keeps only the schemas of the calls a page
 * makes (issue 15).
 */
function callTable(spec: string) {
  const define = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    request: Req,
    response: Res,
    id: string,
    fields: Pick<EndpointDefinition, 'method' | 'path' | 'body' | 'auth' | 'summary'>,
  ): EndpointDefinition<Req, Res> => defineEndpoint({ id, ...fields, request, response, spec });
  /** A POST entry with its body kind: a JSON body, or a multipart upload. */
  const postOf =
    (body: 'json' | 'multipart') =>
    <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
      request: Req,
      response: Res,
      id: string,
      path: string,
      auth: AuthKind,
      summary: string,
    ) =>
      define(request, response, id, { method: 'POST', path, body, auth, summary });
  return {
    post: postOf('json'),
    upload: postOf('multipart'),
    // A GET carries no body and so no token: every GET the spec lists is public.
    get: <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
      request: Req,
      response: Res,
      id: string,
      path: string,
      summary: string,
    ) => define(request, response, id, { method: 'GET', path, body: 'none', auth: 'public', summary }),
  };
}

export const p1 = callTable('part 1 §7');
export const p2 = callTable('part 2 §7');

export const A = '/api/account';
export const D = '/api/documentupload';
