import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { exportSubmissions } from '../../src/modules/submissions/submission-export.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { samples } from '../files/files-fixtures.js';
import { insertClaimant } from '../inbox/messaging-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * What the export does to the disk, in order: every fsync (a FileHandle.sync, named by the path it was
 * opened with), every rename, and every submission marked received.
 */
const events = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...original,
    open: async (...args: Parameters<typeof original.open>) => {
      const handle = await original.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        events.push(`sync ${String(args[0])}`);
        await sync();
      };
      return handle;
    },
    rename: async (...args: Parameters<typeof original.rename>) => {
      events.push(`rename ${String(args[0])} -> ${String(args[1])}`);
      await original.rename(...args);
    },
  };
});
vi.mock('../../src/modules/submissions/submissions.service.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../src/modules/submissions/submissions.service.js')>();
  return {
    ...original,
    markSubmissionReceived: (...args: Parameters<typeof original.markSubmissionReceived>) => {
      events.push(`received ${args[1]}`);
      return original.markSubmissionReceived(...args);
    },
  };
});

/**
 * Review items 5 and 6: every submission is exported even while marking them received, and each is on
 * the disk before it is marked received.
 */
describe('export-submissions', () => {
  let t: TestApp;
  let root: string;
  const fileNames = ['scan.pdf', 'photo.png'];

  beforeAll(async () => {
    t = await createTestApp();
    root = mkdtempSync(join(tmpdir(), 'portal-export-sync-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A submitted contact message with two files (fileNames); answers its id. */
  async function insertTwoFileSubmission(): Promise<string> {
    const { claimantId, claimIds } = await insertClaimant(t, 'Exported');
    const at = t.clock.now().toISOString();
    const submissionId = newId();
    await t.database.db
      .insertInto('submissions')
      .values({
        id: submissionId,
        claimant_id: claimantId,
        claim_id: claimIds[0] ?? null,
        kind: 'contact',
        status: 'submitted',
        data: '{"Message":"Two files"}',
        created_at: at,
        submitted_at: at,
        received_at: null,
      })
      .execute();
    const contents = [samples.pdf, samples.png];
    for (const [position, filename] of fileNames.entries()) {
      const key = newStorageKey();
      const bytes = contents[position] ?? samples.pdf;
      await t.app.storage.put(key, bytes);
      const fileId = newId();
      await t.database.db
        .insertInto('stored_files')
        .values({
          id: fileId,
          claimant_id: claimantId,
          claim_id: claimIds[0] ?? null,
          filename,
          mime_type: position === 0 ? 'application/pdf' : 'image/png',
          size_bytes: bytes.length,
          storage_key: key,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          purpose: 'contact',
          status: 'attached',
          form_id: submissionId,
          created_at: at,
        })
        .execute();
      await t.database.db
        .insertInto('submission_files')
        .values({ submission_id: submissionId, file_id: fileId, position })
        .execute();
    }
    return submissionId;
  }

  it('fsyncs each file and the folder before the rename, the parent after it, and only then marks received', async () => {
    const submissionId = await insertTwoFileSubmission();
    events.length = 0;
    const exported = await exportSubmissions(
      { db: t.database.db, storage: t.app.storage },
      { folder: root, status: 'submitted', markReceived: true, actor: { actorId: 'test' } },
      () => t.clock.now(),
    );
    expect(exported.map((item) => item.submission.Status)).toEqual(['received']);
    const folder = exported[0]?.folder ?? '';
    const partial = `${folder}.partial`;
    expect(readdirSync(folder).sort()).toEqual([...fileNames, 'submission.json'].sort());

    const renameAt = events.indexOf(`rename ${partial} -> ${folder}`);
    expect(renameAt, events.join('\n')).toBeGreaterThan(0);
    const before = events.slice(0, renameAt);
    for (const name of [...fileNames, 'submission.json']) {
      expect(before).toContain(`sync ${join(partial, name)}`);
    }
    expect(before.at(-1)).toBe(`sync ${partial}`);
    expect(events.slice(renameAt + 1)).toEqual([`sync ${root}`, `received ${submissionId}`]);
  });

  it('exports and marks received every submission across more than one page of the list', async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Many');
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const rows = Array.from({ length: 205 }, (_, i) => {
      const at = new Date(base + i * 60_000).toISOString();
      return {
        id: newId(),
        claimant_id: claimantId,
        claim_id: claimIds[0] ?? null,
        kind: 'contact',
        status: 'submitted',
        data: '{}',
        created_at: at,
        submitted_at: at,
        received_at: null,
      };
    });
    for (let i = 0; i < rows.length; i += 50) {
      await t.database.db
        .insertInto('submissions')
        .values(rows.slice(i, i + 50))
        .execute();
    }
    const folder = join(root, 'many');
    const exported = await exportSubmissions(
      { db: t.database.db, storage: t.app.storage },
      { folder, status: 'submitted', markReceived: true, actor: { actorId: 'test' } },
      () => t.clock.now(),
    );
    expect(new Set(exported.map((item) => item.submission.SubmissionId))).toEqual(
      new Set(rows.map((row) => row.id)),
    );
    expect(readdirSync(folder)).toHaveLength(205);
    const left = await t.database.db
      .selectFrom('submissions')
      .select('id')
      .where('status', '=', 'submitted')
      .execute();
    expect(left).toEqual([]);
  });
});
