import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditProbe } from '../support/failing-audit.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  errorsOf,
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  storedFileCount,
  uploadDetailsFile,
  validDetailsForm,
} from './files-fixtures.js';

// A recordAudit that fails on demand and notes whether it ran inside a transaction (support/failing-audit.ts).
vi.mock('../../src/modules/audit/audit.service.js', async (importOriginal) =>
  (await import('../support/failing-audit.js')).failingAuditService(importOriginal),
);

/** A claimant's discard and personal-details submit commit with their audit entry, or not at all. */
describe('claimant file changes audited in their own transaction', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
  });
  afterEach(() => {
    auditProbe.failing = null;
  });
  afterAll(async () => {
    await t.close();
  });

  async function requestWithFile(filename: string): Promise<{ formId: string; fileId: string }> {
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, filename, samples.pdf);
    expect(upload.statusCode, upload.body).toBe(200);
    return { formId, fileId: (upload.json() as { FileId: string }).FileId };
  }

  function expectFault(response: Parameters<typeof errorsOf>[0]) {
    expect(response.statusCode, response.body).toBe(225);
    expect(errorsOf(response)[0]?.Number).toBe(serverErrors.unexpected.Number);
  }

  const fileStatus = async (id: string) =>
    (
      await t.database.db
        .selectFrom('stored_files')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditCount = async (action: string, id: string) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', action)
        .where('details', 'like', `%${id}%`)
        .execute()
    ).length;

  it('writes the discard and submit audit entries inside the transaction of their change', async () => {
    const discarded = await requestWithFile('gone.pdf');
    const discard = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: discarded.fileId,
    });
    expect(discard.json()).toBe(true);
    const submitted = await requestWithFile('sent.pdf');
    const submit = await postJson(t, endpoints.submitDetailsRequest.path, {
      AccessToken: alex.token,
      FormId: submitted.formId,
    });
    expect(submit.json()).toBe(true);
    expect(auditProbe.inTransaction.get('file.discarded')).toBe(true);
    expect(auditProbe.inTransaction.get('personalDetails.requested')).toBe(true);
  });

  it('stores neither a row nor bytes when the audit of an upload fails', async () => {
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const filesBefore = storedFileCount(t);
    auditProbe.failing = 'file.uploaded';
    expectFault(await uploadDetailsFile(t, alex.token, formId, 'unaudited.pdf', samples.pdf));
    expect(auditProbe.inTransaction.get('file.uploaded')).toBe(true);
    const rows = await t.database.db
      .selectFrom('stored_files')
      .select('id')
      .where('form_id', '=', formId)
      .execute();
    expect(rows).toEqual([]);
    expect(storedFileCount(t)).toBe(filesBefore);
  });

  it('keeps the file pending, readable and stored when the audit of a discard fails', async () => {
    const { fileId } = await requestWithFile('kept.pdf');
    const filesBefore = storedFileCount(t);
    auditProbe.failing = 'file.discarded';
    expectFault(await postJson(t, endpoints.discardFile.path, { AccessToken: alex.token, FileId: fileId }));
    expect(await fileStatus(fileId)).toBe('pending');
    expect(storedFileCount(t)).toBe(filesBefore);
    const read = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: fileId,
    });
    expect(read.statusCode).toBe(200);

    auditProbe.failing = null;
    const retry = await postJson(t, endpoints.discardFile.path, { AccessToken: alex.token, FileId: fileId });
    expect(retry.json()).toBe(true);
    expect(await fileStatus(fileId)).toBe('discarded');
    expect(storedFileCount(t)).toBe(filesBefore - 1);
    expect(await auditCount('file.discarded', fileId)).toBe(1);
  });

  it('answers true and leaves the bytes to the upload sweep when deleting them fails after the commit', async () => {
    const { fileId } = await requestWithFile('stuck.pdf');
    const filesBefore = storedFileCount(t);
    const failingDelete = vi
      .spyOn(t.app.storage, 'delete')
      .mockRejectedValueOnce(new Error('disk unavailable'));
    const discard = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: fileId,
    });
    failingDelete.mockRestore();
    expect(discard.json()).toBe(true);
    expect(await fileStatus(fileId)).toBe('discarded');
    expect(storedFileCount(t)).toBe(filesBefore);
    expect(await auditCount('file.discarded', fileId)).toBe(1);
    expect(t.logs.some((line) => line.fileId === fileId && line.level === 40)).toBe(true);
  });

  it('leaves the request open, its file pending and no sent item when the audit of a submit fails', async () => {
    const { formId, fileId } = await requestWithFile('evidence.pdf');
    const sentItems = async () =>
      (
        await t.database.db
          .selectFrom('sent_items')
          .select('id')
          .where('submission_id', '=', formId)
          .execute()
      ).length;
    const submit = () =>
      postJson(t, endpoints.submitDetailsRequest.path, { AccessToken: alex.token, FormId: formId });

    auditProbe.failing = 'personalDetails.requested';
    expectFault(await submit());
    const request = await t.database.db
      .selectFrom('submissions')
      .select(['status', 'submitted_at'])
      .where('id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'open', submitted_at: null });
    expect(await fileStatus(fileId)).toBe('pending');
    expect(await sentItems()).toBe(0);
    const links = await t.database.db
      .selectFrom('submission_files')
      .select('file_id')
      .where('submission_id', '=', formId)
      .execute();
    expect(links).toEqual([]);

    auditProbe.failing = null;
    expect((await submit()).json()).toBe(true);
    expect(await fileStatus(fileId)).toBe('attached');
    expect(await sentItems()).toBe(1);
    expect(await auditCount('personalDetails.requested', formId)).toBe(1);
  });
});
