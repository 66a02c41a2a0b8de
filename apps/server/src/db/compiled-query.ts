import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, createQueryId } from 'kysely';
import type { Database } from './schema.js';

/** Where a call's value goes: the builder sees these, never the values themselves. */
class Slot {
  constructor(readonly index: number) {}
}

type Adapter = ReturnType<Kysely<Database>['getExecutor']>['adapter'];

/**
 * A query of one fixed shape, built and compiled by Kysely once per database kind and then run with
 * each call's values as its parameters (issue 15: building and compiling the few statements of a hot
 * call cost more server CPU than running them on SQLite). `build` receives stand-ins for the values,
 * so the statement it makes cannot hold a value of any call, only the places where the values go; a
 * stand-in that does not end up as a parameter (tested by the builder, or spliced in as raw SQL) is
 * refused when compiling. A query with variants (a sort direction) is one compiledQuery per variant.
 */
export function compiledQuery<Row, Args extends readonly unknown[]>(
  build: (db: Kysely<Database>, ...values: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Database>, ...values: Args) => Promise<Row[]> {
  // Per adapter (SQLite or PostgreSQL): the SQL text differs between the two databases.
  const compiled = new WeakMap<Adapter, CompiledQuery<Row>>();
  const compile = (db: Kysely<Database>, count: number): CompiledQuery<Row> => {
    const slots = Array.from({ length: count }, (_, index) => new Slot(index));
    const built = build(db, ...(slots as unknown as Args));
    // A raw statement (sql`...`) compiles against the database it is for; a builder knows its own.
    const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    for (const slot of slots) {
      if (!query.parameters.includes(slot)) {
        throw new Error(`compiledQuery: value ${slot.index} is not a parameter of ${query.sql}`);
      }
    }
    return query;
  };
  return async (db, ...values) => {
    const { adapter } = db.getExecutor();
    let query = compiled.get(adapter);
    if (!query) compiled.set(adapter, (query = compile(db, values.length)));
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.index] : parameter,
    );
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}

/** What a call's optional values hold, in place of each value: null, one value, or a list's length. */
type Place = null | 'value' | number;

function placeOf(value: unknown): Place {
  if (value === null) return null;
  return Array.isArray(value) ? value.length : 'value';
}

/**
 * compiledQuery for a query whose statement depends on which optional values a call has (a date range
 * set or not, a search or none, an `in` list of some length): one statement per shape, built and
 * compiled once, then run with each call's values (issue 15: a search built and compiled its statement
 * on every call). `build` sees stand-ins for the values present and null for those absent, so it can
 * choose the statement's shape only by which are present, never by their values; a list is a list of
 * stand-ins of its length. `fixed` values are always present.
 */
export function compiledQueryByShape<Row, Fixed extends readonly unknown[], Optional extends object>(
  build: (db: Kysely<Database>, fixed: Fixed, optional: Optional) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Database>, fixed: Fixed, optional: Optional) => Promise<Row[]> {
  const shapes = new Map<string, (db: Kysely<Database>, ...values: unknown[]) => Promise<Row[]>>();
  const shapeOf = (fixedCount: number, places: [string, Place][]) =>
    compiledQuery((db, ...values: unknown[]) => {
      let next = fixedCount;
      const take = () => values[next++];
      const optional: Record<string, unknown> = {};
      for (const [name, place] of places) {
        optional[name] =
          place === null ? null : place === 'value' ? take() : Array.from({ length: place }, take);
      }
      return build(db, values.slice(0, fixedCount) as unknown as Fixed, optional as Optional);
    });
  // One pass over the values for the shape's key and the parameters: this runs on every call of a
  // list page (issue 33).
  return (db, fixed, optional) => {
    const record = optional as Record<string, unknown>;
    const names = Object.keys(record).sort();
    let key = String(fixed.length);
    const values: unknown[] = [...fixed];
    for (const name of names) {
      const value = record[name];
      key += `,${name}:${String(placeOf(value))}`;
      if (Array.isArray(value)) values.push(...(value as unknown[]));
      else if (value !== null) values.push(value);
    }
    let run = shapes.get(key);
    if (!run) {
      const places = names.map((name): [string, Place] => [name, placeOf(record[name])]);
      shapes.set(key, (run = shapeOf(fixed.length, places)));
    }
    return run(db, ...values);
  };
}
