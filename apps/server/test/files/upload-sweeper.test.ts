import { endpoints } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUploadSweeper } from '../../src/modules/files/upload-sweeper.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from './files-fixtures.js';

describe('the server upload sweeper', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PENDING_UPLOAD_HOURS: '2' } });
    await seedDemoWithFiles(t);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  const sweeps = async () =>
    (await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'files.swept').execute())
      .length;

  it('sweeps at once with PENDING_UPLOAD_HOURS and the app clock, then on every interval until stopped', async () => {
    const alex = await signIn(t, 'alex@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, 'left.pdf', samples.pdf);
    const { FileId } = upload.json() as { FileId: string };
    t.clock.advanceMinutes(3 * 60);

    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const sweeper = startUploadSweeper(t.app, 30);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    // Never keeps the process alive.
    expect(timer.hasRef()).toBe(false);

    await vi.waitFor(async () => expect(await sweeps()).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    await sweeper.stop();
    const row = await t.database.db
      .selectFrom('stored_files')
      .select('status')
      .where('id', '=', FileId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('discarded');

    const afterStop = await sweeps();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await sweeps()).toBe(afterStop);
  });

  it('logs a failed sweep and keeps running', async () => {
    const failing = vi.spyOn(t.database.db, 'selectFrom').mockImplementation(() => {
      throw new Error('database unavailable');
    });
    const sweeper = startUploadSweeper(t.app, 20);
    await vi.waitFor(() => {
      const failures = t.logs.filter((line) => line.msg === 'upload sweep failed');
      expect(failures.length).toBeGreaterThanOrEqual(2);
    });
    await sweeper.stop();
    failing.mockRestore();
  });
});
