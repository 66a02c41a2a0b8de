import { z } from 'zod/mini';

/**
 * Component schemas of the provider's OpenAPI document: each schema converted with zod's own JSON
 * Schema conversion, its `$defs` hoisted into components (shared definitions such as a schema registered
 * with an `id` become one component; a different definition under the same name is renamed).
 */

export type JsonObject = Record<string, unknown>;

export class ProviderComponentSet {
  readonly schemas: Record<string, JsonObject> = {};

  add(name: string, schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
    const json = toJson(schema, io);
    const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
    delete json.$defs;
    const renamed = new Map(Object.keys(defs).map((defName) => [defName, defName]));
    for (let attempt = 1; ; attempt += 1) {
      const conflicts = Object.keys(defs).filter((defName) => {
        const existing = this.schemas[renamed.get(defName) as string];
        const def = rewriteRefs(defs[defName] as JsonObject, name, renamed);
        return existing !== undefined && JSON.stringify(existing) !== JSON.stringify(def);
      });
      if (conflicts.length === 0) break;
      for (const defName of conflicts)
        renamed.set(defName, `${defName}${io === 'input' ? 'Input' : 'Output'}${attempt}`);
    }
    for (const [defName, def] of Object.entries(defs)) {
      this.schemas[renamed.get(defName) as string] = rewriteRefs(def, name, renamed);
    }
    this.schemas[name] = rewriteRefs(json, name, renamed);
    return { $ref: `#/components/schemas/${name}` };
  }
}

/** A schema as JSON Schema without its `$schema` line (parameters are described inline). */
export function toJson(schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

/** Points `#/$defs/X` at the hoisted component and a bare `#` (a self reference) at the owner. */
function rewriteRefs(value: JsonObject, owner: string, renamed: Map<string, string>): JsonObject {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(node as JsonObject)) {
      out[key] = key === '$ref' && typeof child === 'string' ? refOf(child, owner, renamed) : walk(child);
    }
    return out;
  };
  return walk(value) as JsonObject;
}

function refOf(ref: string, owner: string, renamed: Map<string, string>): string {
  if (ref === '#') return `#/components/schemas/${owner}`;
  const def = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return def === undefined ? ref : `#/components/schemas/${renamed.get(def) ?? def}`;
}
