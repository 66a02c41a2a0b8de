import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { EndpointDefinition } from './shared/endpoint.js';
import { endpointList, postPathParams } from './endpoints.js';
import { providerEndpointList } from './provider/index.js';

/**
 * Issue 29 item 1: every string and array a request can carry has a most, so no schema's work grows
 * with what a caller chooses to send. Each request schema is read through zod's own JSON Schema
 * conversion (the public description of what it accepts, as the OpenAPI document uses it), and each
 * bound it states is then tried: one unit over it is refused at that field.
 */

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** A string or array field with its bound (undefined: none), or a node that accepts any JSON at all. */
interface Leaf {
  path: (string | number)[];
  kind: 'string' | 'array' | 'anything';
  max: number | undefined;
  /** Per level of `path`, the fixed values beside it (a discriminated union's `Status: 'paid'`). */
  fixed: Record<string, unknown>[];
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

function leavesOf(root: JsonSchema): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (
    node: JsonSchema,
    path: (string | number)[],
    refs: Set<string>,
    fixed: Record<string, unknown>[],
  ): void => {
    if (node.$ref !== undefined) {
      // A self reference cannot occur in a request schema that passes; a repeated one is already walked.
      if (refs.has(node.$ref)) return;
      const target = node.$ref === '#' ? root : root.$defs?.[node.$ref.replace('#/$defs/', '')];
      if (target === undefined) throw new Error(`unresolved ${node.$ref}`);
      walk(target, path, new Set([...refs, node.$ref]), fixed);
      return;
    }
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    const isFixed = node.enum !== undefined || node.const !== undefined;
    const isCombined = COMBINATORS.some((key) => node[key] !== undefined);
    const leaf = (kind: Leaf['kind'], max: number | undefined) => leaves.push({ path, kind, max, fixed });
    if (types.length === 0 && !isFixed && !isCombined) leaf('anything', undefined);
    if (types.includes('string') && !isFixed) leaf('string', node.maxLength);
    if (types.includes('array')) leaf('array', node.maxItems);
    for (const key of COMBINATORS) for (const option of node[key] ?? []) walk(option, path, refs, fixed);
    const properties = Object.entries(node.properties ?? {});
    const beside = Object.fromEntries(
      properties.flatMap(([name, property]) =>
        property.const === undefined ? [] : [[name, property.const]],
      ),
    );
    for (const [name, property] of properties) walk(property, [...path, name], refs, [...fixed, beside]);
    if (node.items !== undefined) walk(node.items, [...path, 0], refs, [...fixed, {}]);
    if (typeof node.additionalProperties === 'object') {
      walk(node.additionalProperties, [...path, 'key'], refs, [...fixed, {}]);
    }
  };
  walk(root, [], new Set(), []);
  return leaves;
}

function requestJsonSchema(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Every schema a call is read with: a claimant call's request and a POST's path parameters, and the
 * provider API's path parameters, query and body.
 */
const requestSchemas: [string, z.ZodMiniType][] = [
  ...endpointList.flatMap((endpoint: EndpointDefinition) => {
    const params = postPathParams[endpoint.id as keyof typeof postPathParams];
    return [
      [endpoint.id, endpoint.request] as [string, z.ZodMiniType],
      ...(params ? [[`${endpoint.id} path`, params] as [string, z.ZodMiniType]] : []),
    ];
  }),
  ...providerEndpointList.flatMap((endpoint) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      return schema ? [[`provider ${endpoint.id} ${part}`, schema] as [string, z.ZodMiniType]] : [];
    }),
  ),
];

/** A value placed at `path` in one-element arrays and objects holding only the fixed values beside it. */
function placeAt(
  path: readonly (string | number)[],
  fixed: readonly Record<string, unknown>[],
  value: unknown,
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = placeAt(rest, fixed.slice(1), value);
  return typeof head === 'number' ? [inner] : { ...fixed[0], [head as string]: inner };
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

describe('request schemas bound every string and array (issue 29 item 1)', () => {
  it('reads bounds from every call of the endpoint table', () => {
    expect(requestSchemas.length).toBeGreaterThan(80);
    const counted = requestSchemas.flatMap(([, schema]) => leavesOf(requestJsonSchema(schema)));
    expect(counted.filter((leaf) => leaf.kind === 'array').length).toBeGreaterThan(3);
    expect(counted.filter((leaf) => leaf.kind === 'string').length).toBeGreaterThan(100);
  });

  it.each(requestSchemas)(
    '%s: every string and array has a most, and nothing accepts any JSON',
    (_id, schema) => {
      const unbounded = leavesOf(requestJsonSchema(schema))
        .filter((leaf) => leaf.max === undefined)
        .map((leaf) => `${leaf.path.join('.') || '(body)'} (${leaf.kind})`);
      expect(unbounded).toEqual([]);
    },
  );

  it.each(requestSchemas)('%s: one over each bound is refused at that field', (_id, schema) => {
    for (const leaf of leavesOf(requestJsonSchema(schema))) {
      if (leaf.max === undefined || leaf.kind === 'anything') continue;
      const tooMany =
        leaf.kind === 'string' ? 'x'.repeat(leaf.max + 1) : Array<unknown>(leaf.max + 1).fill(0);
      const result = schema.safeParse(placeAt(leaf.path, leaf.fixed, tooMany));
      const refusedThere = result.error?.issues.some(
        (issue) => issue.code === 'too_big' && samePath(issue.path, leaf.path),
      );
      expect(refusedThere, `${leaf.path.join('.')} over ${leaf.max}`).toBe(true);
    }
  });

  it('answers a huge wrongly typed list with one issue, quickly, and never a stack overflow', async () => {
    const { updateDocumentForm } = await import('./endpoint-table.js');
    const body = { AccessToken: '', Documents: Array<number>(200_000).fill(0) };
    const started = Date.now();
    const result = updateDocumentForm.request.safeParse(body);
    expect(Date.now() - started).toBeLessThan(200);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });
});
