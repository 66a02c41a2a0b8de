import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { newId } from '../../src/lib/ids.js';
import { type UploadSweepResult, sweepUploads } from '../../src/modules/files/upload-sweep.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  errorsOf,
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from './files-fixtures.js';

const HOUR_MINUTES = 60;

describe('PENDING_UPLOAD_HOURS', () => {
  it('defaults to 24, takes whole hours and refuses less than 1', () => {
    expect(loadConfig({}, '/tmp').pendingUploadHours).toBe(24);
    expect(loadConfig({ PENDING_UPLOAD_HOURS: '6' }, '/tmp').pendingUploadHours).toBe(6);
    expect(() => loadConfig({ PENDING_UPLOAD_HOURS: '0' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ PENDING_UPLOAD_HOURS: '1.5' }, '/tmp')).toThrow(/PENDING_UPLOAD_HOURS/);
  });
});

/**
 * Everything is uploaded at known times of the test clock, then one sweep runs 25 hours after the
 * first uploads (PENDING_UPLOAD_HOURS is 24 by default).
 */
describe('sweeping abandoned uploads', () => {
  let t: TestApp;
  let claimantId: string;
  let abandonedId: string;
  let freshId: string;
  let attachedId: string;
  let draftFileId: string;
  let oddPendingInSubmissionId: string;
  let leftoverId: string;
  let result: UploadSweepResult;

  const fileRow = (id: string) =>
    t.database.db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bytesStored = async (id: string) => {
    try {
      const stream = await t.app.storage.get((await fileRow(id)).storage_key);
      stream.destroy();
      return true;
    } catch {
      return false;
    }
  };
  const readAs = (token: string, id: string) =>
    postJson(t, endpoints.getFileContent.path, { AccessToken: token, Identifier: id });

  async function uploadOnNewRequest(
    token: string,
    filename: string,
  ): Promise<{ formId: string; fileId: string }> {
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, token, formId, filename, samples.pdf);
    expect(upload.statusCode, upload.body).toBe(200);
    return { formId, fileId: (upload.json() as { FileId: string }).FileId };
  }

  /** A row written as another feature would, with real bytes in storage. */
  async function insertFile(values: { purpose: string; status: string }): Promise<string> {
    const id = newId();
    const key = newStorageKey();
    await t.app.storage.put(key, samples.pdf);
    await t.database.db
      .insertInto('stored_files')
      .values({
        id,
        claimant_id: claimantId,
        claim_id: null,
        filename: 'inserted.pdf',
        mime_type: 'application/pdf',
        size_bytes: samples.pdf.length,
        storage_key: key,
        sha256: 'not-checked-here',
        form_id: null,
        created_at: t.clock.now().toISOString(),
        ...values,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    const alex = await signIn(t, 'alex@example.com');
    claimantId = alex.claimantId;

    abandonedId = (await uploadOnNewRequest(alex.token, 'abandoned.pdf')).fileId;
    const submitted = await uploadOnNewRequest(alex.token, 'submitted.pdf');
    attachedId = submitted.fileId;
    const submit = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: submitted.formId,
    });
    expect(submit.json()).toBe(true);

    draftFileId = await insertFile({ purpose: 'documents', status: 'pending' });
    // Pending but named by a submission: never deleted, whatever its status says.
    oddPendingInSubmissionId = await insertFile({ purpose: 'details', status: 'pending' });
    await t.database.db
      .insertInto('submission_files')
      .values({ submission_id: submitted.formId, file_id: oddPendingInSubmissionId, position: 9 })
      .execute();
    // Discarded, but its bytes are still there (a discard whose deletion failed).
    leftoverId = await insertFile({ purpose: 'details', status: 'discarded' });

    t.clock.advanceMinutes(23 * HOUR_MINUTES);
    const later = await signIn(t, 'alex@example.com');
    freshId = (await uploadOnNewRequest(later.token, 'fresh.pdf')).fileId;

    t.clock.advanceMinutes(2 * HOUR_MINUTES);
    result = await sweepUploads(
      { db: t.database.db, storage: t.app.storage },
      { olderThanHours: t.config.pendingUploadHours, now: t.clock.now() },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('discards an upload pending longer than the limit: row kept, bytes deleted, getfilecontent answers 103', async () => {
    expect(result).toEqual({
      swept: 1,
      leftoverBytesRemoved: 1,
      orphanedBytesRemoved: 0,
      unfinishedWritesRemoved: 0,
      failed: 0,
    });
    const row = await fileRow(abandonedId);
    expect(row.status).toBe('discarded');
    expect(row.filename).toBe('abandoned.pdf');
    expect(await bytesStored(abandonedId)).toBe(false);
    const alex = await signIn(t, 'alex@example.com');
    const read = await readAs(alex.token, abandonedId);
    expect(read.statusCode).toBe(225);
    expect(errorsOf(read)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('keeps an upload younger than the limit, still readable', async () => {
    expect((await fileRow(freshId)).status).toBe('pending');
    const alex = await signIn(t, 'alex@example.com');
    const read = await readAs(alex.token, freshId);
    expect(read.statusCode).toBe(200);
    expect(Buffer.from((read.json() as { Data: string }).Data, 'base64')).toEqual(samples.pdf);
  });

  it('keeps attached files and inbox attachments however old', async () => {
    expect((await fileRow(attachedId)).status).toBe('attached');
    expect(await bytesStored(attachedId)).toBe(true);
    const inbox = await t.database.db
      .selectFrom('stored_files')
      .select(['id', 'status'])
      .where('purpose', '=', 'inbox')
      .execute();
    expect(inbox.length).toBeGreaterThan(0);
    for (const file of inbox) {
      expect(file.status).toBe('attached');
      expect(await bytesStored(file.id)).toBe(true);
    }
  });

  it('never touches a file named by a submission, even one still marked pending', async () => {
    expect((await fileRow(oddPendingInSubmissionId)).status).toBe('pending');
    expect(await bytesStored(oddPendingInSubmissionId)).toBe(true);
  });

  it("keeps a draft's pending documents file (documents and receipts drafts keep their files)", async () => {
    expect((await fileRow(draftFileId)).status).toBe('pending');
    expect(await bytesStored(draftFileId)).toBe(true);
  });

  it('removes bytes a discarded file left behind and keeps its row', async () => {
    expect((await fileRow(leftoverId)).status).toBe('discarded');
    expect(await bytesStored(leftoverId)).toBe(false);
  });

  it('records one system audit entry of counts per sweep, and a second sweep finds nothing', async () => {
    const again = await sweepUploads(
      { db: t.database.db, storage: t.app.storage },
      { olderThanHours: 24, now: t.clock.now() },
    );
    expect(again).toEqual({
      swept: 0,
      leftoverBytesRemoved: 0,
      orphanedBytesRemoved: 0,
      unfinishedWritesRemoved: 0,
      failed: 0,
    });
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'files.swept')
      .orderBy('at')
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.actor_kind, entry.actor_id, entry.claimant_id])).toEqual([
      ['system', null, null],
      ['system', null, null],
    ]);
    expect(JSON.parse(entries[0]?.details ?? '{}')).toEqual({
      swept: 1,
      leftoverBytesRemoved: 1,
      orphanedBytesRemoved: 0,
      unfinishedWritesRemoved: 0,
      failed: 0,
      olderThanHours: 24,
    });
  });
});

describe('a sweep whose storage fails to delete', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the failure, keeps the row discarded and deletes the bytes at the next sweep', async () => {
    const alex = await signIn(t, 'alex@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, 'stuck.pdf', samples.pdf);
    const { FileId } = upload.json() as { FileId: string };
    t.clock.advanceMinutes(25 * HOUR_MINUTES);

    const failing = {
      ...t.app.storage,
      get: t.app.storage.get.bind(t.app.storage),
      put: t.app.storage.put.bind(t.app.storage),
      keysWrittenBefore: t.app.storage.keysWrittenBefore.bind(t.app.storage),
      removeUnfinishedWrites: t.app.storage.removeUnfinishedWrites.bind(t.app.storage),
      delete: () => Promise.reject(new Error('disk unavailable')),
    };
    const first = await sweepUploads(
      { db: t.database.db, storage: failing },
      { olderThanHours: 24, now: t.clock.now() },
    );
    expect(first).toEqual({
      swept: 1,
      leftoverBytesRemoved: 0,
      orphanedBytesRemoved: 0,
      unfinishedWritesRemoved: 0,
      failed: 1,
    });
    const row = await t.database.db
      .selectFrom('stored_files')
      .select(['status', 'storage_key'])
      .where('id', '=', FileId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('discarded');

    const second = await sweepUploads(
      { db: t.database.db, storage: t.app.storage },
      { olderThanHours: 24, now: t.clock.now() },
    );
    expect(second).toEqual({
      swept: 0,
      leftoverBytesRemoved: 1,
      orphanedBytesRemoved: 0,
      unfinishedWritesRemoved: 0,
      failed: 0,
    });
    await expect(t.app.storage.get(row.storage_key)).rejects.toThrow();
  });
});
