import type { Kysely } from 'kysely';
import { PROVIDER_API_KEY_NAME_MAX } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-token.js';
import {
  type ApiKeyRow,
  findActiveApiKeysByName,
  findApiKeyByHash,
  findApiKeyById,
  insertApiKey,
  listApiKeyRows,
  markApiKeyRevoked,
  touchApiKey,
} from './api-keys.repository.js';

/**
 * API keys of the provider's systems (issue 5 "The provider's interface"): created and revoked with
 * the command-line tool, stored hashed, each creation and revocation audited.
 */

/** Who made a change: the command-line tool (system) or a provider key. */
export interface ApiKeyActor {
  kind: 'system' | 'provider';
  id?: string | null;
}

const SYSTEM: ApiKeyActor = { kind: 'system' };
/** last_used_at is written at most this often, so a busy integration does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface CreatedApiKey {
  id: string;
  name: string;
  /** Shown once: only its hash is kept. */
  key: string;
}

export interface ApiKeySummary {
  id: string;
  name: string;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The caller of a provider API request. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
}

function summaryOf(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function createApiKey(
  db: Kysely<Database>,
  name: string,
  now: Date,
  actor: ApiKeyActor = SYSTEM,
): Promise<CreatedApiKey> {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > PROVIDER_API_KEY_NAME_MAX) {
    throw new AppError('providerKeyNameInvalid');
  }
  // Names identify keys for revocation, so two active keys never share one.
  if ((await findActiveApiKeysByName(db, trimmed)).length > 0) throw new AppError('providerKeyNameTaken');
  const key = generateApiKey();
  const id = newId();
  await insertApiKey(db, {
    id,
    name: trimmed,
    key_hash: hashApiKey(key),
    created_at: toTimestamp(now),
    revoked_at: null,
    last_used_at: null,
  });
  await recordAudit(
    db,
    {
      action: 'apiKey.created',
      actorKind: actor.kind,
      actorId: actor.id,
      details: { keyId: id, name: trimmed },
    },
    now,
  );
  return { id, name: trimmed, key };
}

/**
 * Revokes the key with this id, or the active key with this name; unknown → notFound (103). Revoking
 * a revoked key changes nothing (its first revocation time stays).
 */
export async function revokeApiKey(
  db: Kysely<Database>,
  idOrName: string,
  now: Date,
  actor: ApiKeyActor = SYSTEM,
): Promise<ApiKeySummary & { alreadyRevoked: boolean }> {
  const wanted = idOrName.trim();
  const row = (await findApiKeyById(db, wanted)) ?? (await findActiveApiKeysByName(db, wanted))[0];
  if (!row) throw new AppError('notFound');
  if (row.revoked_at !== null) return { ...summaryOf(row), alreadyRevoked: true };
  const at = toTimestamp(now);
  await markApiKeyRevoked(db, row.id, at);
  await recordAudit(
    db,
    {
      action: 'apiKey.revoked',
      actorKind: actor.kind,
      actorId: actor.id,
      details: { keyId: row.id, name: row.name },
    },
    now,
  );
  return { ...summaryOf({ ...row, revoked_at: at }), alreadyRevoked: false };
}

export async function listApiKeys(db: Kysely<Database>): Promise<ApiKeySummary[]> {
  return (await listApiKeyRows(db)).map(summaryOf);
}

/**
 * The key's identity when it is known and not revoked, otherwise null. Records the use (at most once
 * a minute per key).
 */
export async function verifyApiKey(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<ApiKeyIdentity | null> {
  if (!isWellFormedApiKey(key)) return null;
  const row = await findApiKeyByHash(db, hashApiKey(key));
  if (!row || row.revoked_at !== null) return null;
  const lastUsed = row.last_used_at === null ? Number.NEGATIVE_INFINITY : Date.parse(row.last_used_at);
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) await touchApiKey(db, row.id, toTimestamp(now));
  return { id: row.id, name: row.name };
}
