import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { verifyApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { listActiveMaintenanceMessages } from '../../src/modules/maintenance/maintenance.service.js';
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
  await handle.db.deleteFrom('maintenance_messages').execute();
  await handle.db.deleteFrom('audit_log').execute();
});

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const context: CommandContext = {
    database: () => Promise.resolve(handle),
    resolvePath: (path) => resolve(path),
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  return runProvider(argv, context).then((code) => ({ code, out, err }));
}

const KEY_LINE = /^pk_[A-Za-z0-9_-]{43}$/;

describe('create-api-key, list-api-keys, revoke-api-key', () => {
  it('creates a key, prints it once and stores only its hash', async () => {
    const { code, out, err } = await run('create-api-key', 'claims-system');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const key = out.find((line) => KEY_LINE.test(line)) as string;
    expect(key).toBeDefined();
    const rows = await handle.db.selectFrom('provider_api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('claims-system');
    expect(JSON.stringify(rows)).not.toContain(key.slice(3));
    expect(await verifyApiKey(handle.db, key, new Date())).toEqual({
      id: rows[0]?.id,
      name: 'claims-system',
    });
    const audit = await handle.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((row) => [row.action, row.actor_kind])).toEqual([['apiKey.created', 'system']]);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('refuses a second active key with the same name and an empty name', async () => {
    await run('create-api-key', 'claims-system');
    const again = await run('create-api-key', 'claims-system');
    expect(again.code).toBe(1);
    expect(again.err).toEqual(['create-api-key failed: An active API key already has this name.']);
    const blank = await run('create-api-key', '  ');
    expect(blank.code).toBe(1);
    expect(blank.err[0]).toMatch(/name must be 1-100 characters/);
    const missing = await run('create-api-key');
    expect(missing.code).toBe(2);
  });

  it('lists keys without the key itself, with last use and status', async () => {
    const empty = await run('list-api-keys');
    expect(empty.out).toEqual(['No API keys. Create one with create-api-key <name>.']);
    const created = await run('create-api-key', 'records');
    const key = created.out.find((line) => KEY_LINE.test(line)) as string;
    await run('create-api-key', 'old');
    await run('revoke-api-key', 'old');
    const listed = await run('list-api-keys');
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(/^ID\s+NAME\s+CREATED\s+LAST USED\s+STATUS$/);
    const records = listed.out.find((line) => / records /.test(line)) as string;
    expect(records).toMatch(/never\s+active$/);
    expect(listed.out.find((line) => / old /.test(line))).toMatch(/revoked \d{4}-/);
    expect(listed.out.join('\n')).not.toContain(key);
  });

  it('revokes by name or id, after which the key no longer verifies', async () => {
    const byName = await run('create-api-key', 'one');
    const keyOne = byName.out.find((line) => KEY_LINE.test(line)) as string;
    const revoked = await run('revoke-api-key', 'one');
    expect(revoked.code).toBe(0);
    expect(revoked.out[0]).toMatch(/^Revoked API key "one" \(id [0-9a-f-]+\)\.$/);
    expect(await verifyApiKey(handle.db, keyOne, new Date())).toBeNull();

    const created = await run('create-api-key', 'two');
    const keyTwo = created.out.find((line) => KEY_LINE.test(line)) as string;
    const row = await handle.db
      .selectFrom('provider_api_keys')
      .select('id')
      .where('name', '=', 'two')
      .executeTakeFirstOrThrow();
    expect((await run('revoke-api-key', row.id)).code).toBe(0);
    expect(await verifyApiKey(handle.db, keyTwo, new Date())).toBeNull();
    const again = await run('revoke-api-key', row.id);
    expect(again.code).toBe(0);
    expect(again.out[0]).toMatch(/was already revoked at/);
    const actions = await handle.db.selectFrom('audit_log').select('action').orderBy('at').execute();
    expect(actions.filter((a) => a.action === 'apiKey.revoked')).toHaveLength(2);
  });

  it('lets a name be reused once its key is revoked', async () => {
    await run('create-api-key', 'rotating');
    await run('revoke-api-key', 'rotating');
    expect((await run('create-api-key', 'rotating')).code).toBe(0);
  });

  it('fails readably for an unknown key', async () => {
    const { code, err } = await run('revoke-api-key', 'nobody');
    expect(code).toBe(1);
    expect(err).toEqual(['revoke-api-key failed: The item you asked for could not be found.']);
  });
});

describe('set-maintenance', () => {
  const active = (at: Date) => listActiveMaintenanceMessages(handle.db, at);

  it('sets one message shown from now on, replacing the others, and audits it', async () => {
    await run('set-maintenance', 'First');
    const { code, out } = await run('set-maintenance', 'Portal offline tonight');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^Maintenance message set, shown from now until cleared \(showing now\)/);
    expect(await active(new Date())).toEqual(['Portal offline tonight']);
    const audit = await handle.db.selectFrom('audit_log').select(['action', 'actor_kind']).execute();
    expect(audit).toContainEqual({ action: 'maintenance.replaced', actor_kind: 'system' });
  });

  it('reads --starts and --ends written with a space or with =', async () => {
    const spaced = await run(
      'set-maintenance',
      'Upgrade',
      '--starts',
      '2030-01-01T22:00:00+11:00',
      '--ends',
      '2030-01-02T02:00:00+11:00',
    );
    expect(spaced.err).toEqual([]);
    expect(spaced.code).toBe(0);
    expect(await active(new Date('2030-01-01T10:59:00Z'))).toEqual([]);
    expect(await active(new Date('2030-01-01T11:00:00Z'))).toEqual(['Upgrade']);
    expect(await active(new Date('2030-01-01T15:00:00Z'))).toEqual([]);

    const equals = await run('set-maintenance', '--ends=2030-01-01T00:00:00Z', 'Until new year');
    expect(equals.code).toBe(0);
    expect(await active(new Date('2029-12-31T23:59:59Z'))).toEqual(['Until new year']);
    expect(await active(new Date('2030-01-01T00:00:00Z'))).toEqual([]);
  });

  it('clears every message with --clear', async () => {
    await run('set-maintenance', 'Something');
    const { code, out } = await run('set-maintenance', '--clear');
    expect(code).toBe(0);
    expect(out).toEqual(['Cleared the maintenance messages; the portal shows no banner.']);
    expect(await handle.db.selectFrom('maintenance_messages').selectAll().execute()).toEqual([]);
  });

  it('refuses a time without a zone, an end before the start, and --clear with a message', async () => {
    const cases = [
      ['set-maintenance', 'x', '--starts', '2030-01-01T22:00:00'],
      ['set-maintenance', 'x', '--starts=2030-01-02T00:00:00Z', '--ends=2030-01-01T00:00:00Z'],
      ['set-maintenance', 'x', '--clear'],
      ['set-maintenance'],
      ['set-maintenance', 'two', 'words'],
      ['set-maintenance', 'x', '--ends'],
      ['set-maintenance', 'x', '--starts', '--ends=2030-01-01T00:00:00Z'],
    ];
    for (const argv of cases) {
      const { code, err } = await run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(err.at(-1)).toMatch(/^Usage: npm run provider -- set-maintenance/);
    }
    expect(await handle.db.selectFrom('maintenance_messages').selectAll().execute()).toEqual([]);
  });

  it('is listed by help with the key commands', async () => {
    const { out } = await run('help');
    for (const name of ['create-api-key', 'revoke-api-key', 'list-api-keys', 'set-maintenance']) {
      expect(out.some((line) => line.startsWith(`  ${name} `))).toBe(true);
    }
  });
});
