// Crash tests (issue 16 "Robustness the suite proves"): the built server is killed with SIGKILL during
// an upload, a draft save and a submission, then started again on the same data. After the restart the
// database passes its integrity check, nothing the server acknowledged is lost, no half submission is
// visible to the provider, and (once the sweep's hour has passed) no orphan file is left on disk.
// Runs on the embedded SQLite default and, when TEST_DATABASE_URL is set (always in CI), on PostgreSQL.
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/connect.js';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';
import {
  type CrashDatabase,
  type CrashSite,
  createCrashSite,
  killHard,
  pdfBytes,
  postJson,
  signInAlex,
  startOn,
  startSlowUpload,
  uploadFile,
} from './support/crash-server.js';

const CLAIM = '12/34568';
const medicalCertificate = { Id: 1, Item: 'Medical certificate' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const databases: CrashDatabase[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Every file under the storage root, with `.partial` leftovers of unfinished writes. */
function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  let folders: string[] = [];
  try {
    folders = readdirSync(root);
  } catch {
    return [];
  }
  return folders.flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(root, folder, name)));
}

describe.each(databases)('kill -9 of the server, then a restart (%s)', (database) => {
  let site: CrashSite;
  let server: StartedServer;
  let token: string;
  /** The one upload the server acknowledged before the crash during an upload. */
  let acknowledgedFileId: string;

  async function restart(): Promise<void> {
    server = await startOn(site);
    token = await signInAlex(server.baseUrl, CLAIM);
  }

  async function inspect<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    const handle = await createDatabase(site.databaseUrl);
    try {
      return await read(handle);
    } finally {
      await handle.destroy();
    }
  }

  const saveDraft = (description: string) =>
    postJson(server.baseUrl, endpoints.updateDocumentForm.path, {
      AccessToken: token,
      DocumentType: medicalCertificate,
      Description: description,
    });

  const readDraft = async () => {
    const answer = await postJson(server.baseUrl, endpoints.getDraftDocumentForm.path, {
      AccessToken: token,
    });
    expect(answer.status).toBe(200);
    return answer.body as { Description: string; Documents: { FileID: string }[] } | null;
  };

  beforeAll(async () => {
    site = await createCrashSite(database);
    await restart();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await site?.remove();
  });

  it('after a kill during an upload: the database is sound, the acknowledged upload is kept, the cut one is not recorded', async () => {
    const whole = await uploadFile(
      server.baseUrl,
      endpoints.uploadDocumentFile.path,
      token,
      'kept.pdf',
      pdfBytes(200_000, 'kept'),
    );
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    acknowledgedFileId = (whole.body as { FileId: string }).FileId;

    await startSlowUpload(server.baseUrl, endpoints.uploadDocumentFile.path, token, {
      totalBytes: 6_000_000,
      sentBytes: 1_500_000,
      chunkBytes: 64 * 1024,
    });
    await killHard(server);

    if (database === 'sqlite') {
      const check = await inspect((h) =>
        sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(h.db),
      );
      expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
    }
    await restart();
    const draft = await readDraft();
    expect(draft?.Documents.map((file) => file.FileID)).toEqual([acknowledgedFileId]);
    const rows = await inspect((h) =>
      h.db.selectFrom('stored_files').select(['id', 'filename']).where('purpose', '=', 'documents').execute(),
    );
    expect(rows.map((row) => row.filename)).not.toContain('cut-short.pdf');
  });

  it('after a kill during draft saves: the last acknowledged save (or the one in flight) is the draft', async () => {
    let acknowledged = 0;
    let stop = false;
    const saving = (async () => {
      for (let n = 1; !stop; n += 1) {
        try {
          const answer = await saveDraft(`save ${n}`);
          if (answer.status !== 200) throw new Error(`save ${n} answered ${answer.status}`);
          acknowledged = n;
        } catch {
          return;
        }
      }
    })();
    // Killed once a few saves have been acknowledged, with the next one on its way.
    await expect.poll(() => acknowledged, { interval: 20, timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await killHard(server);
    stop = true;
    await saving;
    expect(acknowledged).toBeGreaterThan(0);

    if (database === 'sqlite') {
      const check = await inspect((h) =>
        sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(h.db),
      );
      expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
    }
    await restart();
    const draft = await readDraft();
    expect([`save ${acknowledged}`, `save ${acknowledged + 1}`]).toContain(draft?.Description);
    expect(draft?.Documents.map((file) => file.FileID)).toEqual([acknowledgedFileId]);
  });

  it.each([0, 4, 12, 40])(
    'after a kill %i ms into a submission: it is there whole or not at all',
    async (delay) => {
      const draft = await readDraft();
      if (!draft) {
        // The previous round's submission went through: a new draft with a file for this round.
        await saveDraft(`round ${delay}`);
        const upload = await uploadFile(
          server.baseUrl,
          endpoints.uploadDocumentFile.path,
          token,
          `round-${delay}.pdf`,
          pdfBytes(50_000, `round ${delay}`),
        );
        expect(upload.status).toBe(200);
      }
      const current = (await readDraft())!;
      const before = await inspect((h) =>
        h.db.selectFrom('submissions').select('id').where('kind', '=', 'documents').execute(),
      );
      const submitting = postJson(server.baseUrl, endpoints.submitDocumentForm.path, {
        AccessToken: token,
        DocumentType: medicalCertificate,
        Description: current.Description,
        Documents: current.Documents.map((file) => ({ Filename: 'file.pdf', FileID: file.FileID })),
      }).catch(() => null);
      await sleep(delay);
      await killHard(server);
      const answer = await submitting;

      if (database === 'sqlite') {
        const check = await inspect((h) =>
          sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(h.db),
        );
        expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
      }
      await restart();
      const fileIds = current.Documents.map((file) => file.FileID);
      const after = await inspect(async (h) => ({
        submissions: await h.db
          .selectFrom('submissions')
          .select(['id', 'status'])
          .where('kind', '=', 'documents')
          .where(
            'id',
            'not in',
            before.map((row) => row.id),
          )
          .execute(),
        files: await h.db
          .selectFrom('stored_files')
          .select(['id', 'status'])
          .where('id', 'in', fileIds)
          .execute(),
      }));
      const remaining = await readDraft();
      if (after.submissions.length === 0) {
        // Not submitted: the draft and its files are as they were.
        expect(answer?.status ?? null).not.toBe(200);
        expect(remaining?.Description).toBe(current.Description);
        expect(after.files.map((file) => file.status)).toEqual(fileIds.map(() => 'pending'));
      } else {
        // Submitted: one submission with its sent item and every file attached, and no draft.
        expect(after.submissions).toHaveLength(1);
        const submissionId = after.submissions[0]!.id;
        const whole = await inspect(async (h) => ({
          sent: await h.db
            .selectFrom('sent_items')
            .select('id')
            .where('submission_id', '=', submissionId)
            .execute(),
          attached: await h.db
            .selectFrom('submission_files')
            .select('file_id')
            .where('submission_id', '=', submissionId)
            .execute(),
        }));
        expect(whole.sent).toHaveLength(1);
        expect(whole.attached.map((row) => row.file_id).sort()).toEqual([...fileIds].sort());
        expect(after.files.map((file) => file.status)).toEqual(fileIds.map(() => 'attached'));
        expect(remaining).toBeNull();
      }
    },
  );

  it('once the sweep hour has passed, a restart leaves no orphan bytes and no unfinished write on disk', async () => {
    await server.stop();
    // The sweep removes only what has lain untouched for an hour (upload-sweep.ts): age every file.
    // The upload cut short above left its unfinished write behind; the sweep is what removes it.
    expect(storedFiles(site.dataDir).filter((path) => path.endsWith('.partial')).length).toBeGreaterThan(0);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const path of storedFiles(site.dataDir)) utimesSync(path, twoHoursAgo, twoHoursAgo);
    const sweepsBefore = await inspect((h) =>
      h.db.selectFrom('audit_log').select('id').where('action', '=', 'files.swept').execute(),
    );
    server = await startOn(site);
    // The server sweeps once as it starts; wait for its audit entry.
    for (let i = 0; i < 100; i += 1) {
      const sweeps = await inspect((h) =>
        h.db.selectFrom('audit_log').select('id').where('action', '=', 'files.swept').execute(),
      );
      if (sweeps.length > sweepsBefore.length) break;
      await sleep(100);
    }
    const keys = await inspect((h) =>
      h.db.selectFrom('stored_files').select('storage_key').where('status', '!=', 'discarded').execute(),
    );
    const onDisk = storedFiles(site.dataDir);
    expect(onDisk.filter((path) => path.endsWith('.partial'))).toEqual([]);
    const named = new Set(keys.map((row) => row.storage_key));
    expect(onDisk.filter((path) => !named.has(path.split('/').pop()!))).toEqual([]);
    // Every kept file is whole: its bytes are still there.
    for (const path of onDisk) expect(statSync(path).size).toBeGreaterThan(0);
  });
});
