import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpointList } from '../endpoints.js';
import { buildProviderOpenApiDocument, providerEndpointList, providerEndpoints } from './index.js';
import { defineProviderEndpoint } from './provider-endpoint.js';

const doc = buildProviderOpenApiDocument({ title: 'Provider API', version: '1.5.32', serverUrl: 'http://x' });

function operation(path: string, method: string): Record<string, unknown> {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`missing ${method} ${path}`);
  return op;
}

describe('provider endpoint table', () => {
  it('keys every entry by its id, under /provider/v1, with unique method and path pairs', () => {
    for (const [key, endpoint] of Object.entries(providerEndpoints)) {
      expect(endpoint.id).toBe(key);
      expect(endpoint.path.startsWith('/provider/v1/')).toBe(true);
    }
    const routes = providerEndpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names every path parameter in the params schema', () => {
    for (const endpoint of providerEndpointList) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      for (const name of names)
        expect(endpoint.params?.shape, `${endpoint.id} :${name}`).toHaveProperty(name);
    }
  });

  it('gives bodies only to POST and PUT calls', () => {
    for (const endpoint of providerEndpointList) {
      if (endpoint.body) expect(['POST', 'PUT'], endpoint.id).toContain(endpoint.method);
    }
  });
});

describe('buildProviderOpenApiDocument', () => {
  it('describes an OpenAPI 3.1 document with the given title, version and server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Provider API', version: '1.5.32' });
    expect(doc.servers).toEqual([{ url: 'http://x' }]);
  });

  it('lists every provider call and no claimant call', () => {
    for (const e of providerEndpointList) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      expect(operation(path, e.method.toLowerCase()).operationId).toBe(e.id);
    }
    const claimantPaths = new Set(endpointList.map((e) => e.path));
    expect(Object.keys(doc.paths).some((path) => claimantPaths.has(path) || path.startsWith('/api'))).toBe(
      false,
    );
  });

  it('requires the bearer API key on every call and documents 200, 225, 401 and 415', () => {
    expect(doc.security).toEqual([{ ApiKey: [] }]);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const responses = operation('/provider/v1/maintenance-messages', 'put').responses as Record<
      string,
      unknown
    >;
    expect(Object.keys(responses).sort()).toEqual(['200', '225', '401', '415']);
    expect(responses['401']).toEqual({ $ref: '#/components/responses/Unauthorised' });
  });

  it('describes the PascalCase JSON body, path parameters and the answer', () => {
    const put = operation('/provider/v1/content/{name}', 'put');
    expect(put.parameters).toEqual([
      {
        name: 'name',
        in: 'path',
        required: true,
        schema: {
          type: 'string',
          enum: ['submitdocs', 'servicelist', 'terms', 'notice', 'privacy', 'authorityform'],
        },
      },
    ]);
    expect(doc.components.schemas.PutContentItemRequest).toMatchObject({
      type: 'object',
      required: ['Entries'],
    });
    expect(doc.components.schemas.SetMaintenanceMessagesResponse).toMatchObject({ required: ['Messages'] });
    expect(operation('/provider/v1/services', 'put')['x-body-limit-bytes']).toBe(8 * 1024 * 1024);
  });

  it('describes query parameters and file answers', () => {
    const fileCall = defineProviderEndpoint({
      id: 'getThing',
      method: 'GET',
      path: '/provider/v1/things/:thingId/file',
      summary: 'A file.',
      tag: 'Things',
      params: z.object({ thingId: z.string() }),
      query: z.object({ Limit: z.optional(z.coerce.number().check(z.int())), Kind: z.string() }),
      response: z.unknown(),
      binary: true,
    });
    const custom = buildProviderOpenApiDocument({ title: 't', version: '1' }, [fileCall]);
    expect(custom.servers).toBeUndefined();
    expect(custom.tags).toEqual([{ name: 'Things' }]);
    const op = custom.paths['/provider/v1/things/{thingId}/file']?.get as Record<string, unknown>;
    expect(
      (op.parameters as { name: string; in: string; required: boolean }[]).map((p) => [
        p.name,
        p.in,
        p.required,
      ]),
    ).toEqual([
      ['thingId', 'path', true],
      ['Limit', 'query', false],
      ['Kind', 'query', true],
    ]);
    const ok = (op.responses as Record<string, { content: object }>)['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['application/octet-stream']);
  });

  it('leaves no dangling reference and serialises as JSON', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, section, name] = /^"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"$/.exec(ref) ?? [];
      expect(section, ref).toBeDefined();
      expect(
        (doc.components as unknown as Record<string, Record<string, unknown>>)[section as string]?.[
          name as string
        ],
        ref,
      ).toBeDefined();
    }
  });
});
