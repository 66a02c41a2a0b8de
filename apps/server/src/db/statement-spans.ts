import type { LogEvent } from 'kysely';
import { isTracing, recordFinishedChildSpan } from '../lib/tracing.js';

/** The table a statement reads or writes first, for the span's name (semantic conventions' target). */
const TARGET = /\b(?:from|into|update)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i;

/**
 * A span per database statement (issue 33), from Kysely's log, which reports each statement once it has
 * run, in the async context of the request that ran it (outside a request nothing is recorded). The
 * text is the compiled SQL with its placeholders; parameter values never leave Kysely (the app inlines
 * only constants: eb.lit(0)).
 * Undefined while tracing is off, so Kysely does not time statements no one reads.
 */
export function statementSpans(system: 'sqlite' | 'postgresql'): ((event: LogEvent) => void) | undefined {
  if (!isTracing()) return undefined;
  return (event) => {
    const text = event.query.sql;
    const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
    const target = TARGET.exec(text)?.[1];
    recordFinishedChildSpan(
      target === undefined ? operation : `${operation} ${target}`,
      {
        'db.system': system,
        'db.system.name': system,
        'db.operation.name': operation,
        ...(target === undefined ? {} : { 'db.collection.name': target }),
        'db.query.text': text,
      },
      event.queryDurationMillis,
      event.level === 'error' ? event.error : undefined,
    );
  };
}
