import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_MIN_AGE_MS, sweepUploads } from '../../src/modules/files/upload-sweep.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { samples, seedDemoWithFiles } from './files-fixtures.js';

/**
 * What a crash leaves in storage (issue 10 item 4): `.partial` files of writes cut short, and bytes
 * stored but never recorded. The sweep removes them once untouched for an hour, never sooner, and
 * never bytes a stored_files row names.
 */
describe('sweeping what a crash left in storage', () => {
  let t: TestApp;
  const root = () => join(t.config.dataDir, 'files');
  const ageFile = (path: string, ms: number) => {
    const when = new Date(t.clock.now().getTime() - ms);
    utimesSync(path, when, when);
  };
  /** A file written straight into the storage layout, last touched `ageMs` before the test clock. */
  const leave = (name: string, ageMs: number) => {
    const dir = join(root(), name.slice(0, 2));
    mkdirSync(dir, { recursive: true });
    const path = join(dir, name);
    writeFileSync(path, samples.pdf);
    ageFile(path, ageMs);
    return path;
  };
  const present = (name: string) => readdirSync(join(root(), name.slice(0, 2))).includes(name);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes old partial writes and unrecorded bytes, and keeps recent ones and every recorded file', async () => {
    const oldPartial = `${newStorageKey()}.abcdefgh.partial`;
    const recentPartial = `${newStorageKey()}.ijklmnop.partial`;
    const oldOrphan = newStorageKey();
    const recentOrphan = newStorageKey();
    const hour = ORPHAN_MIN_AGE_MS;
    leave(oldPartial, hour + 60_000);
    leave(recentPartial, hour - 60_000);
    leave(oldOrphan, 3 * hour);
    leave(recentOrphan, hour - 60_000);
    const recorded = await t.database.db.selectFrom('stored_files').select(['id', 'storage_key']).execute();
    expect(recorded.length).toBeGreaterThan(0);
    for (const file of recorded) {
      const name = file.storage_key;
      ageFile(join(root(), name.slice(0, 2), name), 100 * hour);
    }

    const result = await sweepUploads(
      { db: t.database.db, storage: t.app.storage },
      { olderThanHours: 24, now: t.clock.now() },
    );
    expect(result).toMatchObject({ orphanedBytesRemoved: 1, unfinishedWritesRemoved: 1, failed: 0 });
    expect(present(oldPartial)).toBe(false);
    expect(present(oldOrphan)).toBe(false);
    expect(present(recentPartial)).toBe(true);
    expect(present(recentOrphan)).toBe(true);
    for (const file of recorded) {
      const stream = await t.app.storage.get(file.storage_key);
      stream.destroy();
    }
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'files.swept')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      orphanedBytesRemoved: 1,
      unfinishedWritesRemoved: 1,
    });
  });
});
