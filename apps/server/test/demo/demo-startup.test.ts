import { afterEach, describe, expect, it } from 'vitest';
import { demoSignIns } from '../../src/db/seed/index.js';
import {
  formatDemoSignIns,
  formatStartupBanner,
  prepareDemoData,
  shouldSeed,
} from '../../src/demo-startup.js';
import { verifyPassword } from '../../src/lib/password-hash.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const accountCount = async (app: TestApp) =>
  Number(
    (
      await app.database.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo data at start', () => {
  it('seeds only the embedded default unless SEED_DEMO=1, and never with SEED_DEMO=0', async () => {
    t = await createTestApp();
    const base = t.config;
    expect(shouldSeed({ ...base, isEmbeddedDatabase: true, seedDemo: 'auto' })).toBe(true);
    expect(shouldSeed({ ...base, isEmbeddedDatabase: false, seedDemo: 'auto' })).toBe(false);
    expect(shouldSeed({ ...base, isEmbeddedDatabase: false, seedDemo: 'yes' })).toBe(true);
    expect(shouldSeed({ ...base, isEmbeddedDatabase: true, seedDemo: 'no' })).toBe(false);
  });

  it('seeds an empty embedded database once, with argon2id passwords and files in storage', async () => {
    t = await createTestApp();
    const first = await prepareDemoData(t.app, t.config);
    expect(first).toEqual({ seeded: true, showSignIns: true });
    const alex = await t.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', 'alex@example.com')
      .executeTakeFirstOrThrow();
    expect(alex.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(alex.password_hash, 'Portal-demo-1')).toBe(true);
    const file = await t.database.db.selectFrom('stored_files').selectAll().executeTakeFirstOrThrow();
    const stream = await t.app.storage.get(file.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).byteLength).toBe(file.size_bytes);

    const before = await accountCount(t);
    const second = await prepareDemoData(t.app, t.config);
    expect(second).toEqual({ seeded: false, showSignIns: true });
    expect(await accountCount(t)).toBe(before);
  }, 60_000);

  it('leaves a database named by DATABASE_URL alone without SEED_DEMO=1', async () => {
    t = await createTestApp({ env: { DATABASE_URL: 'postgres://portal@db.example.org/portal' } });
    expect(await prepareDemoData(t.app, t.config)).toEqual({ seeded: false, showSignIns: false });
    expect(await accountCount(t)).toBe(0);
  });

  it('seeds a database named by DATABASE_URL with SEED_DEMO=1', async () => {
    t = await createTestApp({
      env: { DATABASE_URL: 'postgres://portal@db.example.org/portal', SEED_DEMO: '1' },
    });
    expect((await prepareDemoData(t.app, t.config)).seeded).toBe(true);
  }, 60_000);

  it('never seeds a database that already holds data', async () => {
    t = await createTestApp({ env: { SEED_DEMO: '1' } });
    await t.database.db
      .insertInto('content_items')
      .values({ name: 'terms', position: 1, html: '<p>Ours</p>', updated_at: t.clock.current.toISOString() })
      .execute();
    expect(await prepareDemoData(t.app, t.config)).toEqual({ seeded: false, showSignIns: false });
    expect(await accountCount(t)).toBe(0);
  });

  it('prints every demo sign-in with its password and what it shows', () => {
    const table = formatDemoSignIns();
    expect(table).toMatch(/E-mail\s+Password\s+What it shows/);
    for (const signIn of demoSignIns) {
      expect(table).toContain(signIn.email);
      expect(table).toContain(signIn.note);
    }
    expect(table).toContain('Portal-demo-1');
  });

  it('names the outbox page next to the demo sign-ins when codes go to the outbox', () => {
    const banner = formatStartupBanner({
      origin: 'http://localhost:3000',
      showSignIns: true,
      usesOutbox: true,
    });
    expect(banner).toContain('Claimant Portal is running at http://localhost:3000');
    expect(banner).toContain(formatDemoSignIns());
    expect(banner).toContain('http://localhost:3000/api/dev/outbox');
    expect(banner).toMatch(/code is sent only when the access-code page asks for one/);
    expect(banner.indexOf('/api/dev/outbox')).toBeGreaterThan(banner.indexOf('Demo sign-ins:'));
  });

  it('leaves the outbox out when e-mail and SMS go through real transports, and the sign-ins when there are none', () => {
    const banner = formatStartupBanner({
      origin: 'http://localhost:3000',
      showSignIns: false,
      usesOutbox: false,
    });
    expect(banner).not.toContain('/api/dev/outbox');
    expect(banner).not.toContain('Demo sign-ins:');
  });
});
