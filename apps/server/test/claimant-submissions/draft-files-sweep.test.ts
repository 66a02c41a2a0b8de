import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../../src/modules/files/upload-sweep.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { call, uploadedId } from './send-documents-fixtures.js';

/**
 * A draft's files stay as long as their draft (a claimant may come back days later, and across
 * sign-out and expiry); once the draft is gone, a file still pending is abandoned and swept like any
 * other upload, and a discarded file's bytes never outlive it.
 */
describe('the upload sweep and draft files', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    token = (await signIn(t, 'alex@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const rowOf = (id: string) =>
    t.database.db
      .selectFrom('stored_files')
      .select(['status', 'storage_key', 'form_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const hasBytes = async (key: string) => {
    try {
      (await t.app.storage.get(key)).destroy();
      return true;
    } catch {
      return false;
    }
  };
  const sweep = () =>
    sweepUploads({ db: t.database.db, storage: t.app.storage }, { olderThanHours: 24, now: t.clock.now() });

  it('keeps an old file while its draft exists, sweeps it once the draft is gone, and removes discarded bytes', async () => {
    await call(t, endpoints.discardDraftDocuments.path, token); // the demo draft, so only ours count
    const kept = await uploadedId(t, token, 'kept.pdf', samples.pdf);
    const discarded = await uploadedId(t, token, 'discarded.pdf', samples.pdf);
    // A discard whose byte deletion failed: the row says discarded, the bytes are still there.
    await t.database.db
      .updateTable('stored_files')
      .set({ status: 'discarded' })
      .where('id', '=', discarded)
      .execute();
    t.clock.advanceMinutes(25 * 60);

    const first = await sweep();
    expect(first).toMatchObject({ swept: 0, leftoverBytesRemoved: 1 });
    expect((await rowOf(kept)).status).toBe('pending');
    expect(await hasBytes((await rowOf(kept)).storage_key)).toBe(true);
    expect(await hasBytes((await rowOf(discarded)).storage_key)).toBe(false);

    // The draft went without taking its file (a crash between the two, or a row deleted by hand).
    await t.database.db
      .deleteFrom('drafts')
      .where('id', '=', (await rowOf(kept)).form_id ?? '')
      .execute();
    const second = await sweep();
    expect(second).toMatchObject({ swept: 1 });
    expect((await rowOf(kept)).status).toBe('discarded');
    expect(await hasBytes((await rowOf(kept)).storage_key)).toBe(false);
  });
});
