import { createHash } from 'node:crypto';
import pg from 'pg';

/** Named statements one connection keeps; past it, further texts run unnamed (parsed each time). */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

const names = new Map<string, string>();
/** Names remembered for SQL texts across connections; the app sends a few dozen shapes. */
const NAME_CACHE_SIZE = 1000;

/** A statement's name: its text's hash, so one name can never stand for two texts. */
export function statementNameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A pg Client that sends each parameterised SQL text as a named prepared statement, so PostgreSQL
 * parses it once per connection instead of on every call (issue 15: the backends' CPU per messaging
 * call was larger than the server's). Kysely's driver calls `query(text, values)`; texts carry their
 * values as parameters, never inline, so a statement is a shape and not a claimant's data, and it
 * lives only inside the one connection (PostgreSQL keeps prepared statements per session).
 * Statements without parameters (migrations' DDL) and texts past PREPARED_STATEMENTS_PER_CONNECTION
 * go unnamed as before. PostgreSQL re-plans a statement itself when a table it reads changes.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // pg's query has many overloads; only the (text, values) form Kysely uses is changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = statementNameOf(config);
      if (this.prepared.has(name) || this.prepared.size < PREPARED_STATEMENTS_PER_CONNECTION) {
        this.prepared.add(name);
        return super.query({ name, text: config, values });
      }
    }
    return super.query(config, values, callback);
  }
}
