import { Counter, type Registry } from 'prom-client';
import type { SessionKind } from '../../db/schema.js';

/**
 * portal_sessions_started_total{kind} (issue 33 "sessions started"): each session made, by its kind
 * (a sign-in, a code still to enter, a reset, a secure update, a survey), a bounded set. Counted once
 * the row is written; a refused sign-in starts none (those are portal_refusals_total{error_number="110"}).
 */
export function sessionsStartedCounter(registry: Registry): (kind: SessionKind) => void {
  const started = new Counter({
    name: 'portal_sessions_started_total',
    help: 'Sessions started, by kind (signedIn is a completed sign-in).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  return (kind) => started.inc({ kind });
}
