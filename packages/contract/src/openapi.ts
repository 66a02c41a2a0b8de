import { z } from 'zod/mini';
import type { EndpointDefinition } from './shared/endpoint.js';
import { fileFieldOf, postPathParams } from './endpoints.js';
import { errorListSchema } from './shared/errors.js';

/**
 * Builds an OpenAPI 3.1 document from the endpoint table with zod's own JSON Schema conversion, so
 * the published description can never drift from the schemas the server validates with.
 * Requests are described as zod accepts them (io "input"), answers as the server sends them.
 */

type JsonObject = Record<string, unknown>;

export interface OpenApiOptions {
  title: string;
  version: string;
  serverUrl?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonObject>; responses: Record<string, JsonObject> };
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const ERROR_LIST = 'ErrorList';

/** `/api/content/:name` -> `/api/content/{name}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

function capitalise(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** Collects component schemas, hoisting each schema's `$defs` into components. */
class ComponentSet {
  readonly schemas: Record<string, JsonObject> = {};

  add(name: string, schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
    const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
    delete json.$defs;
    delete json.$schema;
    // The same definition reached from two schemas shares one component; a different one is renamed.
    const renamed = new Map(Object.keys(defs).map((defName) => [defName, defName]));
    for (let attempt = 1; ; attempt += 1) {
      const conflicts = Object.entries(defs).filter(([defName, def]) => {
        const existing = this.schemas[renamed.get(defName) as string];
        return existing !== undefined && !sameJson(existing, rewriteRefs(def, name, renamed));
      });
      if (conflicts.length === 0) break;
      for (const [defName] of conflicts)
        renamed.set(defName, `${defName}${capitalise(io)}${attempt > 1 ? attempt : ''}`);
    }
    for (const [defName, def] of Object.entries(defs)) {
      this.schemas[renamed.get(defName) as string] = rewriteRefs(def, name, renamed);
    }
    this.schemas[name] = rewriteRefs(json, name, renamed);
    return { $ref: `#/components/schemas/${name}` };
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Points `#/$defs/X` at the hoisted component and a bare `#` (a self reference) at the owner. */
function rewriteRefs(value: JsonObject, owner: string, renamed: Map<string, string>): JsonObject {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(node as JsonObject)) {
      out[key] =
        key === '$ref' && typeof child === 'string' ? componentRef(child, owner, renamed) : walk(child);
    }
    return out;
  };
  return walk(value) as JsonObject;
}

function componentRef(ref: string, owner: string, renamed: Map<string, string>): string {
  if (ref === '#') return `#/components/schemas/${owner}`;
  const def = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return def === undefined ? ref : `#/components/schemas/${renamed.get(def) ?? def}`;
}

function parameterSchema(schema: z.ZodMiniType): JsonObject {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

function parametersOf(endpoint: EndpointDefinition): JsonObject[] {
  const pathNames = pathParamNames(endpoint.path);
  const shapes: Record<string, z.ZodMiniType> = {};
  if (endpoint.method === 'GET' && endpoint.request instanceof z.ZodMiniObject) {
    Object.assign(shapes, endpoint.request.shape);
  }
  const postParams = postPathParams[endpoint.id as keyof typeof postPathParams];
  if (postParams) Object.assign(shapes, postParams.shape);
  for (const name of pathNames) shapes[name] ??= z.string();
  return Object.entries(shapes).map(([name, schema]) => {
    const inPath = pathNames.includes(name);
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || !schema.safeParse(undefined).success,
      schema: parameterSchema(schema),
    };
  });
}

function requestBodyOf(endpoint: EndpointDefinition, components: ComponentSet): JsonObject | undefined {
  const name = `${capitalise(endpoint.id)}Request`;
  if (endpoint.body === 'json') {
    return {
      required: true,
      content: { 'application/json': { schema: components.add(name, endpoint.request, 'input') } },
    };
  }
  if (endpoint.body === 'multipart') {
    const fields = parameterSchema(endpoint.request);
    const fileField = fileFieldOf(endpoint) as string;
    const properties = {
      ...((fields.properties ?? {}) as JsonObject),
      [fileField]: { type: 'string', contentMediaType: 'application/octet-stream' },
    };
    const required = [...((fields.required ?? []) as string[]), fileField];
    components.schemas[name] = { ...fields, type: 'object', properties, required };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  }
  return undefined;
}

function operationOf(endpoint: EndpointDefinition, components: ComponentSet): JsonObject {
  const responseName = `${capitalise(endpoint.id)}Response`;
  const okContent =
    endpoint.responseType === 'html'
      ? { 'text/html': { schema: { type: 'string' } } }
      : { 'application/json': { schema: components.add(responseName, endpoint.response, 'output') } };
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint, components);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: `Spec: ${endpoint.spec}. Session: ${endpoint.auth}.`,
    tags: [endpoint.path.split('/')[2] ?? 'api'],
    'x-auth-kind': endpoint.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'Success.', content: okContent },
      '225': { $ref: '#/components/responses/BusinessError' },
      '415': { $ref: '#/components/responses/UnprocessableRequest' },
    },
  };
}

export function buildOpenApiDocument(
  endpointList: readonly EndpointDefinition[],
  options: OpenApiOptions,
): OpenApiDocument {
  const components = new ComponentSet();
  const errorList = components.add(ERROR_LIST, errorListSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpointList) {
    const path = toOpenApiPath(endpoint.path);
    paths[path] ??= {};
    (paths[path] as Record<string, JsonObject>)[endpoint.method.toLowerCase()] = operationOf(
      endpoint,
      components,
    );
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: DIALECT,
    info: { title: options.title, version: options.version },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: components.schemas,
      responses: {
        BusinessError: {
          description:
            'A business error: a list of { Number, Message } (RESOLUTIONS.md "The wire contract").',
          content: { 'application/json': { schema: errorList } },
        },
        UnprocessableRequest: {
          description: 'The body failed schema validation: wrong types or missing required fields.',
          content: { 'application/json': { schema: errorList } },
        },
      },
    },
  };
}
