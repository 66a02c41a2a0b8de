import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints.js';
import { WIRE_FIELD_MAX, WIRE_ID_MAX } from './shared/limits.js';
import { buildOpenApiDocument, toOpenApiPath } from './openapi.js';

const doc = buildOpenApiDocument(endpointList, {
  title: 'Claimant Portal',
  version: '1.5.32',
  serverUrl: 'http://x',
});

function operation(path: string, method: string): Record<string, unknown> {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`missing ${method} ${path}`);
  return op;
}

describe('buildOpenApiDocument', () => {
  it('describes an OpenAPI 3.1 document with the given title, version and server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: 'Claimant Portal', version: '1.5.32' });
    expect(doc.servers).toEqual([{ url: 'http://x' }]);
    expect(buildOpenApiDocument([], { title: 't', version: '1' }).servers).toBeUndefined();
  });

  it('lists every endpoint under its path with its method', () => {
    for (const e of endpointList) {
      expect(operation(toOpenApiPath(e.path), e.method.toLowerCase()).operationId).toBe(e.id);
    }
  });

  it('writes path parameters in OpenAPI form', () => {
    expect(toOpenApiPath('/api/content/:name')).toBe('/api/content/{name}');
    expect(doc.paths['/api/content/{name}']).toBeDefined();
    expect(doc.paths['/api/documentupload/submit/{type}']).toBeDefined();
  });

  it('answers 200 with the response schema and 225 and 415 with the error list', () => {
    const op = operation('/api/account/login', 'post');
    const responses = op.responses as Record<string, Record<string, unknown>>;
    expect(responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/LoginResponse' } },
    });
    expect(responses['225']).toEqual({ $ref: '#/components/responses/BusinessError' });
    expect(responses['415']).toEqual({ $ref: '#/components/responses/UnprocessableRequest' });
    expect(doc.components.schemas.ErrorList).toMatchObject({ type: 'array', minItems: 1 });
    expect(doc.components.schemas.LoginResponse).toMatchObject({
      required: ['AccessToken', 'AccountActivated'],
    });
  });

  it('describes JSON requests with their required fields', () => {
    expect(doc.components.schemas.LoginRequest).toMatchObject({
      type: 'object',
      required: ['EmailAddress', 'Password'],
    });
  });

  it('describes uploads as multipart/form-data with the access token and the file field', () => {
    const body = operation('/api/documentupload/uploadcontactfile', 'post').requestBody as {
      content: object;
    };
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = doc.components.schemas.UploadContactFileRequest as {
      properties: object;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(['accessToken', 'FormId', 'uploads[]']);
    expect(schema.required).toEqual(['FormId', 'uploads[]']);
    const authority = doc.components.schemas.UploadAuthorityFormRequest as {
      properties: object;
      required: string[];
    };
    // Issue 13: how it was signed, both optional, so only the file stays required; issue 32: the
    // optional request the signed form completes.
    expect(Object.keys(authority.properties)).toEqual([
      'accessToken',
      'SignatureMethod',
      'TypedName',
      'TaskId',
      'Signature',
    ]);
    expect(authority.required).toEqual(['Signature']);
  });

  it('describes GET query and path parameters and gives GET calls no body', () => {
    const lookup = operation('/api/addresslookup/AddressLookup', 'get');
    expect(lookup.requestBody).toBeUndefined();
    expect(lookup.parameters).toEqual([
      { name: 'query', in: 'query', required: true, schema: { type: 'string', maxLength: WIRE_FIELD_MAX } },
      {
        name: 'isHomeAddress',
        in: 'query',
        required: true,
        schema: { type: 'string', enum: ['true', 'false'] },
      },
    ]);
    expect(operation('/api/services/servicedetail/{id}', 'get').parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: WIRE_ID_MAX },
      },
    ]);
  });

  it('describes the draft type of the generic draft calls as a path parameter', () => {
    expect(operation('/api/documentupload/getdraft/{type}', 'post').parameters).toEqual([
      {
        name: 'type',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['documents', 'receipts'] },
      },
    ]);
  });

  it('hoists shared definitions into components and leaves no dangling reference', () => {
    expect(doc.components.schemas.DropdownItem).toBeDefined();
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref.slice('"$ref":"'.length, -1);
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(target) ?? [];
      expect(section, target).toBeDefined();
      expect(
        (doc.components as Record<string, Record<string, unknown>>)[section as string]?.[name as string],
        target,
      ).toBeDefined();
    }
  });

  it('can be serialised as JSON', () => {
    expect(() => JSON.stringify(doc)).not.toThrow();
  });
});
