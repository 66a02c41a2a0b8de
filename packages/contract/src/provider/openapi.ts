import { z } from 'zod/mini';
import { errorListSchema } from '../shared/errors.js';
import { type JsonObject, ProviderComponentSet, toJson } from './openapi-components.js';
import type { ProviderEndpointDefinition } from './provider-endpoint.js';

/**
 * The provider API described as OpenAPI 3.1 (issue 5: "documented as OpenAPI generated from the
 * contract and served at /provider/docs — separate from the claimant API"). Generated from the
 * provider endpoint table with zod's JSON Schema conversion, so it cannot drift from what the server
 * validates. Requests are described as zod accepts them, answers as the server sends them.
 */

export interface ProviderOpenApiInfo {
  title: string;
  version: string;
  serverUrl?: string;
}

export interface ProviderOpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
    securitySchemes: Record<string, JsonObject>;
  };
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const SECURITY_SCHEME = 'ApiKey';

const DESCRIPTION =
  'Server-to-server API for the compensation body. Every call needs an API key made with ' +
  '`npm run provider -- create-api-key <name>`, sent as `Authorization: Bearer <key>`; claimant ' +
  'access tokens are never accepted. Success is HTTP 200; a business error is HTTP 225, a request ' +
  'that fails validation HTTP 415 and a missing, unknown or revoked key HTTP 401, each with a list ' +
  'of { Number, Message }. Every call is audited.';

/** `/provider/v1/content/:name` -> `/provider/v1/content/{name}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function capitalise(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function parametersOf(endpoint: ProviderEndpointDefinition): JsonObject[] {
  const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const pathShape = endpoint.params?.shape ?? {};
  const inPath = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathShape[name] ? toJson(pathShape[name], 'input') : { type: 'string' },
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !z.safeParse(schema, undefined).success,
    schema: toJson(schema, 'input'),
  }));
  return [...inPath, ...inQuery];
}

function operationOf(endpoint: ProviderEndpointDefinition, components: ProviderComponentSet): JsonObject {
  const name = capitalise(endpoint.id);
  const okContent = endpoint.binary
    ? {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      }
    : { 'application/json': { schema: components.add(`${name}Response`, endpoint.response, 'output') } };
  const parameters = parametersOf(endpoint);
  const requestBody = endpoint.body
    ? {
        required: true,
        content: { 'application/json': { schema: components.add(`${name}Request`, endpoint.body, 'input') } },
      }
    : undefined;
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    ...(endpoint.bodyLimitBytes ? { 'x-body-limit-bytes': endpoint.bodyLimitBytes } : {}),
    responses: {
      '200': {
        description: endpoint.binary ? 'The file, as an attachment.' : 'Success.',
        ...(endpoint.binary
          ? {
              headers: {
                'Content-Disposition': {
                  schema: { type: 'string' },
                  description: 'attachment; filename="..."',
                },
              },
            }
          : {}),
        content: okContent,
      },
      '225': { $ref: '#/components/responses/BusinessError' },
      '401': { $ref: '#/components/responses/Unauthorised' },
      '415': { $ref: '#/components/responses/UnprocessableRequest' },
    },
  };
}

/** The document for any provider endpoint list (index.ts gives the real table). */
export function buildProviderOpenApiFor(
  endpointList: readonly ProviderEndpointDefinition[],
  info: ProviderOpenApiInfo,
): ProviderOpenApiDocument {
  const components = new ProviderComponentSet();
  const errorList = components.add('ErrorList', errorListSchema, 'output');
  const paths: ProviderOpenApiDocument['paths'] = {};
  for (const endpoint of endpointList) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    (paths[path] as Record<string, JsonObject>)[endpoint.method.toLowerCase()] = operationOf(
      endpoint,
      components,
    );
  }
  const errorContent = { 'application/json': { schema: errorList } };
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info: { title: info.title, version: info.version, description: DESCRIPTION },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: [...new Set(endpointList.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      responses: {
        BusinessError: {
          description: 'A business error: a list of { Number, Message }.',
          content: errorContent,
        },
        UnprocessableRequest: {
          description:
            'The request failed validation. A field that breaks the contract answers one number 101 ' +
            'per problem (at most 20), its Message the path of the field and the rule, e.g. ' +
            '"Claims.0.Number: Enter a valid claim number e.g. 12/34567" (submitted values are never ' +
            'echoed); a body that is not JSON answers 101 and one over the size limit 102.',
          content: errorContent,
        },
        Unauthorised: {
          description: 'No API key (number 200), or an unknown or revoked one (201).',
          content: errorContent,
        },
      },
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key from `npm run provider -- create-api-key <name>` (pk_...).',
        },
      },
    },
  };
}
