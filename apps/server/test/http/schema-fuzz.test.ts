// Schema fuzz of every call in the contract's endpoint table (issue 16 "Robustness the suite proves"):
// bodies, query strings, path parameters, multipart parts and tokens generated around each request
// schema's own field names. Whatever arrives, the answer is a 200 or a refusal from the catalogue
// (415, or 225 with a number other than 100), never a 5xx, an internal fault or a stack trace; and a
// call that was refused every time left the claimant data as it was.
// A fixed seed keeps `npm test` repeatable; FUZZ_RUNS and FUZZ_SEED give a longer or different run.
import { type EndpointDefinition, endpointList } from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import type { SessionKind } from '../../src/db/schema.js';
import { accountByUsername, seedDemo } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** Tables a refused call may legitimately write: attempt counters and the audit trail of refusals. */
const MAY_CHANGE_ON_REFUSAL = new Set<keyof Database>(['rate_limits', 'audit_log', 'sessions']);

/** The field names of a request schema, looking through Zod 4's wrappers (pipe, optional, default). */
function fieldNames(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s._zod?.def;
  if (!def) return [];
  if (def.type === 'pipe') return fieldNames(pipeInput(def));
  for (const inner of [def.innerType, def.schema, def.left]) if (inner) return fieldNames(inner);
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap((o: unknown) => fieldNames(o)))];
  return [];
}

/** What a pipe reads: its input, or for z.preprocess (a transform first) the schema after it. */
function pipeInput(def: Record<string, unknown>): unknown {
  const input = def.in as { _zod?: { def?: { type?: string } } } | undefined;
  return input?._zod?.def?.type === 'transform' ? def.out : input;
}

/** Values that broke parsers elsewhere: prototype keys, traversal, bidi overrides, huge and odd dates. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  'constructor',
  '__proto__',
  'toString',
  '../../../etc/passwd',
  'gpj.exe\u202e.png',
  "' OR 1=1 --",
  '31/02/2026',
  '99/99/9999',
  '12/34567',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'x'.repeat(5000),
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '\u0000\u0001\u001f',
);
const fieldValue = fc.oneof(
  nastyString,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Any JSON-ish value, for a field whose type the generator does not follow. */
const anyValue = fc.oneof(fieldValue, fc.jsonValue({ maxDepth: 2 }));

/**
 * A value of the schema's own type most of the time (so that calls get past the 415 check into the
 * rules behind it), and of any type now and then. Follows Zod 4's definitions.
 */
function valueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def || depth > 4) return anyValue;
  const typed = ((): fc.Arbitrary<unknown> | null => {
    switch (def.type) {
      case 'string':
        return fc.oneof(nastyString, fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9]{1,8}$/));
      case 'number':
      case 'int':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'array':
        return fc.array(valueFor(def.element, depth + 1), { maxLength: 3 });
      case 'object':
        return objectFor(schema, depth + 1);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.oneof(valueFor(def.innerType, depth + 1), fc.constant(null), fc.constant(undefined));
      case 'pipe':
        return valueFor(pipeInput(def), depth + 1);
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map((option) => valueFor(option, depth + 1)));
      default:
        return null;
    }
  })();
  return typed ? fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anyValue }) : anyValue;
}

function objectFor(schema: unknown, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const names = Object.keys(shape);
  if (names.length === 0) return fc.constant({});
  return fc.record(Object.fromEntries(names.map((name) => [name, valueFor(shape[name], depth)])), {
    requiredKeys: [],
  });
}

function bodyFor(endpoint: EndpointDefinition): fc.Arbitrary<unknown> {
  const names = fieldNames(endpoint.request);
  const shaped =
    names.length > 0
      ? fc.record(Object.fromEntries(names.map((name) => [name, fieldValue])), { requiredKeys: [] })
      : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(endpoint.request) },
    { weight: 2, arbitrary: shaped },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

interface FuzzCase {
  body: unknown;
  params: string[];
  token: 'own' | 'none' | 'garbage' | 'otherKind';
  garbage: string;
}

function caseFor(endpoint: EndpointDefinition): fc.Arbitrary<FuzzCase> {
  const paramCount = (endpoint.path.match(/:[A-Za-z]+/g) ?? []).length;
  return fc.record({
    body: bodyFor(endpoint),
    params: fc.array(fc.oneof(nastyString, fc.string({ maxLength: 30 })), {
      minLength: paramCount,
      maxLength: paramCount,
    }),
    token: fc.constantFrom('own', 'own', 'own', 'none', 'garbage', 'otherKind'),
    garbage: fc.string({ maxLength: 60 }),
  });
}

/** The session kind an endpoint's auth kind needs; "claim" is a full session with a claim selected. */
const sessionKindFor: Record<EndpointDefinition['auth'], SessionKind | null> = {
  public: null,
  registration: 'registration',
  loginPending: 'loginPending',
  resetPassword: 'resetPassword',
  signedIn: 'signedIn',
  claim: 'signedIn',
  secureUpdate: 'secureUpdate',
  survey: 'survey',
};

function multipartBody(
  fields: Record<string, unknown>,
  token: string | null,
): { payload: Buffer; type: string } {
  const boundary = '----fuzz-boundary-5a1';
  const parts: string[] = [];
  if (token !== null)
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${token}\r\n`);
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${text}\r\n`,
    );
  }
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="uploads[]"; filename="scan\u202e.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n`,
  );
  parts.push(`--${boundary}--\r\n`);
  return { payload: Buffer.from(parts.join('')), type: `multipart/form-data; boundary=${boundary}` };
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    if (MAY_CHANGE_ON_REFUSAL.has(table as keyof Database) || table.startsWith('kysely_')) continue;
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      t.database.db,
    );
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}

function describeFault(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (/\n\s+at .+[(:]\d+/.test(response.body) || response.body.includes('/apps/server/'))
    return 'a stack trace';
  if (response.statusCode === 225) {
    const errors = JSON.parse(response.body) as { Number: number }[];
    if (errors.some((e) => e.Number === 100)) return 'internal fault 100';
  }
  return null;
}

describe('schema fuzz of every endpoint', () => {
  let t: TestApp;
  const tokens = new Map<SessionKind, string>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t);
  });
  afterAll(async () => t.close());

  /** Fresh sessions for Alex of every kind, so a sign-out in one endpoint's cases cannot starve the next. */
  async function freshTokens(): Promise<void> {
    const alex = await accountByUsername(t, 'alex@example.com');
    const claim = await t.database.db
      .selectFrom('claimant_claims')
      .select('claim_id')
      .where('claimant_id', '=', alex.claimant_id)
      .executeTakeFirstOrThrow();
    for (const kind of [
      'registration',
      'loginPending',
      'resetPassword',
      'signedIn',
      'secureUpdate',
      'survey',
    ] as const) {
      const { token } = await t.createSession({
        kind,
        accountId: kind === 'survey' ? null : alex.id,
        claimantId: alex.claimant_id,
        selectedClaimId: claim.claim_id,
      });
      tokens.set(kind, token);
    }
  }

  it.each(endpointList.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers every generated request from the catalogue and a refused call changes nothing',
    async (_name, endpoint) => {
      await freshTokens();
      const before = await rowCounts(t);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint), async (c) => {
          const ownKind = sessionKindFor[endpoint.auth] ?? 'signedIn';
          const token =
            c.token === 'own'
              ? tokens.get(ownKind)!
              : c.token === 'otherKind'
                ? tokens.get(ownKind === 'survey' ? 'signedIn' : 'survey')!
                : c.token === 'garbage'
                  ? c.garbage
                  : null;
          let url = endpoint.path;
          for (const param of c.params) url = url.replace(/:[A-Za-z]+/, encodeURIComponent(param));
          const fields =
            c.body !== null && typeof c.body === 'object' && !Array.isArray(c.body) ? c.body : {};
          let response: LightMyRequestResponse;
          if (endpoint.method === 'GET') {
            const query = new URLSearchParams(
              Object.entries(fields).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : String(JSON.stringify(v)),
              ]),
            );
            response = await t.app.inject({ method: 'GET', url: `${url}?${query.toString()}` });
          } else if (endpoint.body === 'multipart') {
            const { payload, type } = multipartBody(fields as Record<string, unknown>, token);
            response = await t.app.inject({
              method: 'POST',
              url,
              payload,
              headers: { 'content-type': type },
            });
          } else {
            const body =
              token !== null && c.body !== null && typeof c.body === 'object' && !Array.isArray(c.body)
                ? { ...c.body, AccessToken: token }
                : c.body;
            response = await t.app.inject({
              method: 'POST',
              url,
              payload: JSON.stringify(body ?? null),
              headers: { 'content-type': 'application/json' },
            });
          }
          if (response.statusCode === 200) accepted += 1;
          const fault = describeFault(response);
          expect(fault, `${endpoint.id} answered ${fault}: ${response.body.slice(0, 300)}`).toBeNull();
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Only when every case was refused can the whole table be compared: an accepted call may change data.
      if (accepted === 0) expect(await rowCounts(t)).toEqual(before);
    },
    120_000,
  );
});
