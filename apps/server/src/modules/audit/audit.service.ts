import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from './audit.repository.js';

/**
 * One entry of the audit trail (RESOLUTIONS.md "Data the server must own"). Callers never put
 * passwords, access codes or tokens in `details`; bank numbers go in masked (`maskAccountNumber`).
 */
export interface AuditEntry {
  /** Dotted verb, e.g. `signIn.succeeded`, `signIn.failed`, `accessCode.generated`. */
  action: string;
  actorKind: 'claimant' | 'provider' | 'system';
  actorId?: string | null;
  claimantId?: string | null;
  clientIp?: string | null;
  /** Device type and identifier hash, or the user agent. */
  device?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown> | null;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await insertAuditEntry(db, {
    id: newId(),
    at: toTimestamp(now),
    actor_kind: entry.actorKind,
    actor_id: entry.actorId ?? null,
    claimant_id: entry.claimantId ?? null,
    action: entry.action,
    client_ip: entry.clientIp ?? null,
    device: entry.device ?? null,
    request_id: entry.requestId ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}

/** Keeps only the last three digits of a bank account number for the audit trail. */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (accountNumber === null) return null;
  return accountNumber.length <= 3
    ? '***'
    : `${'*'.repeat(accountNumber.length - 3)}${accountNumber.slice(-3)}`;
}
