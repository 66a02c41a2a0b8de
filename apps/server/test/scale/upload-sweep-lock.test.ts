import { utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultBranding, endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServicesContext } from '../../src/cli/commands/portal-services.js';
import type { ClockContext } from '../../src/cli/commands/sweep-uploads.js';
import { runProvider } from '../../src/cli/run-provider.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { sweepUploadsOnOneServer } from '../../src/modules/files/upload-sweeper.js';
import { type FileStorage, FileNotFoundError, newStorageKey } from '../../src/storage/file-storage.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { openSameDatabase } from '../support/shared-database.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Issue 16: every server runs the hourly upload sweep; on one PostgreSQL database only one sweeps
 * at a time. Only the server-postgres project picks this folder up (vitest.config.ts).
 */

let t: TestApp;
let otherServer: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp({ env: { PENDING_UPLOAD_HOURS: '2' } });
  await seedDemoWithFiles(t);
  otherServer = await openSameDatabase(t.database);
});
afterAll(async () => {
  await otherServer?.destroy();
  await t?.close();
});

/** The app's storage, with every delete recorded and held until `release()`. */
function heldStorage(inner: FileStorage) {
  const deleted: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const storage: FileStorage = {
    put: (key, content) => inner.put(key, content),
    get: (key) => inner.get(key),
    keysWrittenBefore: (before) => inner.keysWrittenBefore(before),
    removeUnfinishedWrites: (before) => inner.removeUnfinishedWrites(before),
    checkReachable: () => inner.checkReachable(),
    delete: async (key) => {
      deleted.push(key);
      await gate;
      return inner.delete(key);
    },
  };
  return { storage, deleted, release };
}

async function pendingUpload(): Promise<{ fileId: string; storageKey: string }> {
  const alex = await signIn(t, 'alex@example.com');
  const form = await postJson(t, endpoints.updatePersonalDetails.path, {
    AccessToken: alex.token,
    ...validDetailsForm,
  });
  const formId = (form.json() as { Identifier: string }).Identifier;
  const upload = await uploadDetailsFile(t, alex.token, formId, 'left.pdf', samples.pdf);
  const fileId = (upload.json() as { FileId: string }).FileId;
  const row = await t.database.db
    .selectFrom('stored_files')
    .select('storage_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return { fileId, storageKey: row.storage_key };
}

/** Bytes no row names, last written long ago (a crash between storing and recording). */
async function orphanedBytes(): Promise<string> {
  const key = newStorageKey();
  await t.app.storage.put(key, new Uint8Array([1, 2, 3]));
  const longAgo = new Date('2020-01-01T00:00:00Z');
  utimesSync(join(t.config.dataDir, 'files', key.slice(0, 2), key), longAgo, longAgo);
  return key;
}

const sweepCount = async () =>
  (await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'files.swept').execute())
    .length;

describe('the upload sweep on several servers', () => {
  it('runs on one server of two started at once; the other skips, and nothing is deleted twice or wrongly', async () => {
    const abandoned = await pendingUpload();
    const orphan = await orphanedBytes();
    // The files whose bytes are stored now (the tests before may have swept uploads of their own).
    const kept = await t.database.db
      .selectFrom('stored_files')
      .select(['id', 'storage_key'])
      .where('status', '!=', 'discarded')
      .execute();
    t.clock.advanceMinutes(3 * 60);
    const sweepsBefore = await sweepCount();
    const held = heldStorage(t.app.storage);
    const options = { olderThanHours: 2, now: t.clock.now() };

    const serverA = sweepUploadsOnOneServer({ database: t.database, storage: held.storage }, options);
    const serverB = sweepUploadsOnOneServer({ database: otherServer, storage: held.storage }, options);
    // The sweep that got the lock is held at its first delete, so the first to answer is the one
    // that found the lock taken.
    const firstAnswer = await Promise.race([serverA, serverB]);
    expect(firstAnswer).toBeNull();
    held.release();
    const results = await Promise.all([serverA, serverB]);

    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(results.find((result) => result !== null)).toMatchObject({
      swept: 1,
      orphanedBytesRemoved: 1,
      failed: 0,
    });
    expect(await sweepCount()).toBe(sweepsBefore + 1);
    expect(new Set(held.deleted).size).toBe(held.deleted.length);
    expect(held.deleted).toEqual(expect.arrayContaining([abandoned.storageKey, orphan]));
    // Everything else is still stored: the demo's submitted files and inbox attachments.
    for (const file of kept.filter((row) => row.id !== abandoned.fileId)) {
      await expect(t.app.storage.get(file.storage_key)).resolves.toBeDefined();
    }
    await expect(t.app.storage.get(abandoned.storageKey)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('lets the next sweep run once the last one ended, even by failing', async () => {
    const failing: FileStorage = {
      ...t.app.storage,
      keysWrittenBefore: () => {
        throw new Error('storage unavailable');
      },
      delete: (key) => t.app.storage.delete(key),
      removeUnfinishedWrites: (before) => t.app.storage.removeUnfinishedWrites(before),
    };
    const options = { olderThanHours: 2, now: t.clock.now() };
    await expect(
      sweepUploadsOnOneServer({ database: t.database, storage: failing }, options),
    ).rejects.toThrow('storage unavailable');
    await expect(
      sweepUploadsOnOneServer({ database: otherServer, storage: t.app.storage }, options),
    ).resolves.not.toBeNull();
  });

  it('never waits for a sweep of another portal sharing the PostgreSQL database in its own schema', async () => {
    const held = heldStorage(t.app.storage);
    const options = { olderThanHours: 2, now: t.clock.now() };
    await pendingUpload();
    t.clock.advanceMinutes(3 * 60);
    const here = sweepUploadsOnOneServer(
      { database: t.database, storage: held.storage },
      { ...options, now: t.clock.now() },
    );
    await expect.poll(() => held.deleted.length).toBeGreaterThan(0);
    const elsewhere = await createTestDatabase();
    try {
      await expect(
        sweepUploadsOnOneServer({ database: elsewhere, storage: t.app.storage }, options),
      ).resolves.not.toBeNull();
    } finally {
      held.release();
      await here;
      await elsewhere.destroy();
    }
  });

  it('the provider CLI sweep-uploads does nothing while a server is sweeping the same database', async () => {
    const held = heldStorage(t.app.storage);
    await pendingUpload();
    t.clock.advanceMinutes(3 * 60);
    const serverSweep = sweepUploadsOnOneServer(
      { database: otherServer, storage: held.storage },
      { olderThanHours: 2, now: t.clock.now() },
    );
    await expect.poll(() => held.deleted.length).toBeGreaterThan(0);
    const out: string[] = [];
    const context: ServicesContext & ClockContext = {
      database: () => Promise.resolve(t.database),
      resolvePath: (path) => resolve(path),
      print: (line) => out.push(line),
      printError: (line) => out.push(line),
      now: () => t.clock.now(),
      services: () =>
        Promise.resolve({
          db: t.database.db,
          database: t.database,
          storage: t.app.storage,
          deliveries: t.app.deliveries,
          log: t.app.log,
          branding: defaultBranding,
          close: () => Promise.resolve(),
        }),
    };
    try {
      expect(await runProvider(['sweep-uploads', '--older-than-hours', '2'], context)).toBe(0);
      expect(out).toEqual(['A server is sweeping this database now; nothing was done. Try again later.']);
    } finally {
      held.release();
      await serverSweep;
    }
  });
});
