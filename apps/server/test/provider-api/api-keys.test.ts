import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { hashApiKey } from '../../src/modules/api-keys/api-key-token.js';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  verifyApiKey,
} from '../../src/modules/api-keys/api-keys.service.js';
import { createTestDatabase } from '../support/test-database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.destroy();
});
beforeEach(async () => {
  await handle.db.deleteFrom('provider_api_keys').execute();
});

const now = new Date('2026-03-01T00:00:00.000Z');

describe('api keys', () => {
  it('makes pk_ keys of 32 random bytes, different each time, stored as their SHA-256', async () => {
    const a = await createApiKey(handle.db, ' first ', now);
    const b = await createApiKey(handle.db, 'second', now);
    expect(a.key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.name).toBe('first');
    const row = await handle.db
      .selectFrom('provider_api_keys')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(a.key));
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a known key and refuses unknown, malformed and revoked ones', async () => {
    const created = await createApiKey(handle.db, 'svc', now);
    expect(await verifyApiKey(handle.db, created.key, now)).toEqual({ id: created.id, name: 'svc' });
    expect(await verifyApiKey(handle.db, `${created.key.slice(0, -1)}x`, now)).toBeNull();
    expect(await verifyApiKey(handle.db, created.key.slice(3), now)).toBeNull();
    expect(await verifyApiKey(handle.db, '', now)).toBeNull();
    await revokeApiKey(handle.db, 'svc', now);
    expect(await verifyApiKey(handle.db, created.key, now)).toBeNull();
  });

  it('lists every key with its state, oldest first, without hashes', async () => {
    await createApiKey(handle.db, 'old', now);
    await createApiKey(handle.db, 'new', new Date(now.getTime() + 1000));
    await revokeApiKey(handle.db, 'old', now);
    const keys = await listApiKeys(handle.db);
    expect(keys.map((k) => [k.name, k.revokedAt !== null])).toEqual([
      ['old', true],
      ['new', false],
    ]);
    expect(JSON.stringify(keys)).not.toContain('hash');
  });
});
