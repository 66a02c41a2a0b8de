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
