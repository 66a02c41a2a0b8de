import { resolve } from 'node:path';
import { defaultBranding, endpoints } from '@portal/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClockContext } from '../../src/cli/commands/sweep-uploads.js';
import type { ServicesContext } from '../../src/cli/commands/portal-services.js';
import { runProvider } from '../../src/cli/run-provider.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

describe('provider command sweep-uploads', () => {
  let t: TestApp;

  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    const context: ServicesContext & ClockContext = {
      database: () => Promise.resolve(t.database),
      resolvePath: (path) => resolve(path),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      now: () => t.clock.now(),
      services: () =>
        Promise.resolve({
          db: t.database.db,
          storage: t.app.storage,
          deliveries: t.app.deliveries,
          log: t.app.log,
          branding: defaultBranding,
          close: () => Promise.resolve(),
        }),
    };
    return { context, out, err };
  }

  async function abandonUpload(filename: string): Promise<string> {
    const alex = await signIn(t, 'alex@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, filename, samples.pdf);
    return (upload.json() as { FileId: string }).FileId;
  }

  const statusOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('stored_files')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  // A sweep counts every abandoned upload in the database: each sweeping test has a seeded app of its own.
  describe('sweeping', () => {
    beforeEach(async () => {
      t = await createTestApp();
      await seedDemoWithFiles(t);
    });
    afterEach(async () => {
      await t.close();
    });

    it('reports the counts of a sweep with the default 24 hours and audits it as the system', async () => {
      const old = await abandonUpload('old.pdf');
      t.clock.advanceMinutes(25 * 60);
      const recent = await abandonUpload('recent.pdf');
      const { context, out, err } = capture();
      expect(await runProvider(['sweep-uploads'], context)).toBe(0);
      expect(err).toEqual([]);
      expect(out).toEqual([
        'Swept 1 abandoned upload pending over 24 hours; removed the leftover bytes of 0 discarded files.',
      ]);
      expect(await statusOf(old)).toBe('discarded');
      expect(await statusOf(recent)).toBe('pending');
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'details'])
        .where('action', '=', 'files.swept')
        .execute();
      expect(audit).toEqual([
        {
          actor_kind: 'system',
          details: JSON.stringify({
            swept: 1,
            leftoverBytesRemoved: 0,
            orphanedBytesRemoved: 0,
            unfinishedWritesRemoved: 0,
            failed: 0,
            olderThanHours: 24,
          }),
        },
      ]);
    });

    it('takes --older-than-hours', async () => {
      await abandonUpload('three-hours.pdf');
      const upload = await abandonUpload('two-hours.pdf');
      t.clock.advanceMinutes(3 * 60);
      const { context, out } = capture();
      expect(await runProvider(['sweep-uploads', '--older-than-hours', '2'], context)).toBe(0);
      expect(out[0]).toMatch(/^Swept 2 abandoned uploads pending over 2 hours;/);
      expect(await statusOf(upload)).toBe('discarded');
    });
  });

  describe('arguments and help', () => {
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses an hour count below 1 or not whole, and extra words', async () => {
      for (const argv of [
        ['sweep-uploads', '--older-than-hours', '0'],
        ['sweep-uploads', '--older-than-hours=1.5'],
        ['sweep-uploads', 'now'],
      ]) {
        const { context, err } = capture();
        expect(await runProvider(argv, context)).toBe(2);
        expect(err.at(-1)).toBe('Usage: npm run provider -- sweep-uploads [--older-than-hours N]');
      }
    });

    it('is listed by help', async () => {
      const { context, out } = capture();
      expect(await runProvider(['help'], context)).toBe(0);
      expect(out.some((line) => line.trimStart().startsWith('sweep-uploads'))).toBe(true);
    });
  });
});
