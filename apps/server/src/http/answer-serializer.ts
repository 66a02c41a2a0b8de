import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod/mini';

/**
 * Writes an answer as its contract's response schema says (STYLE.md principle 4): fast-json-stringify
 * (Fastify's own serializer) compiled from the schema's JSON Schema writes only the properties the
 * schema names, so a column the contract does not name never reaches the wire. Issue 33: parsing each
 * answer with Zod and then JSON.stringify cost a 10-item page 23 µs in a loop and about 50 µs of a
 * request's CPU in the server; the compiled writer costs 7 µs (ADR 0046).
 *
 * Outside production every answer is also parsed by the schema and must come out the same as the
 * writer's (writeAnswer), so a handler that strays from its contract fails its tests.
 */
export type AnswerWriter = (value: unknown) => string;

// One writer per schema, compiled on its first answer and shared by every app of the process (the
// contract is fixed): compiling all of them at start would cost each test's app a few tenths of a second.
const writers = new WeakMap<z.core.$ZodType, AnswerWriter>();

export function answerWriterOf(schema: z.core.$ZodType): AnswerWriter {
  let writer = writers.get(schema);
  if (!writer) {
    const json = nullableAsType(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
    writer = fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as AnswerWriter;
    writers.set(schema, writer);
  }
  return writer;
}

type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Zod writes a nullable schema as `anyOf: [schema, { type: 'null' }]`, for which fast-json-stringify
 * asks Ajv at each value which branch it is (issue 32: about 2% of getpayments' CPU, whose payments
 * carry a nullable remittance and sent item). The same schema with `type: [its type, 'null']` is
 * written with one null test. Applied throughout the schema; other unions are left as they are.
 */
function nullableAsType(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsType);
  if (!isSchema(schema)) return schema;
  const walked: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) walked[keyword] = nullableAsType(value);
  const branches = walked.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(walked).length !== 1) return walked;
  const nullAt = branches.findIndex((branch) => isSchema(branch) && branch.type === 'null');
  const other = branches[1 - nullAt];
  if (nullAt === -1 || !isSchema(other) || typeof other.type !== 'string') return walked;
  return { ...other, type: [other.type, 'null'] };
}

/** Thrown outside production when an answer does not match its contract: a defect, never a claimant's. */
export class AnswerMismatch extends Error {}

/**
 * The answer's JSON; outside production (`check`) first parsed by the schema, and the writer's text
 * compared with the parsed answer's as JSON values, so both the handler and the writer are held to the contract.
 */
export function writeAnswer(id: string, schema: z.core.$ZodType, value: unknown, check: boolean): string {
  if (!check) return answerWriterOf(schema)(value ?? null);
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    throw new AnswerMismatch(`Response of ${id} does not match the contract: ${parsed.error.message}`);
  }
  const text = answerWriterOf(schema)(value ?? null);
  // The same JSON value; the writer may order an object's keys otherwise (unions last).
  const expected = JSON.stringify(parsed.data ?? null);
  if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
    throw new AnswerMismatch(`Response of ${id} is written as ${text} where the contract reads ${expected}`);
  }
  return text;
}
