import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('discardfile and getfilecontent with two claimants', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let sam: { token: string; claimantId: string };
  let alexFormId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    sam = await signIn(t, 'sam@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    alexFormId = (form.json() as { Identifier: string }).Identifier;
  });
  afterAll(async () => {
    await t.close();
  });

  async function uploadForAlex(filename: string, content: Uint8Array): Promise<string> {
    const response = await uploadDetailsFile(t, alex.token, alexFormId, filename, content);
    expect(response.statusCode).toBe(200);
    return (response.json() as { FileId: string }).FileId;
  }

  const fileRow = (id: string) =>
    t.database.db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("reads back the claimant's own upload as base64 with its type and name", async () => {
    const fileId = await uploadForAlex('certificate.pdf', samples.pdf);
    const response = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: fileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Data: samples.pdf.toString('base64'),
      MimeType: 'application/pdf',
      Filename: 'certificate.pdf',
    });
  });

  it("discards the claimant's own pending file: bytes deleted, status discarded, no longer readable", async () => {
    const fileId = await uploadForAlex('scan.png', samples.png);
    const filesBefore = storedFileCount(t);
    const response = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: fileId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect((await fileRow(fileId)).status).toBe('discarded');
    expect(storedFileCount(t)).toBe(filesBefore - 1);
    const read = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: fileId,
    });
    expect(errorsOf(read)[0]?.Number).toBe(serverErrors.notFound.Number);
    const again = await postJson(t, endpoints.discardFile.path, { AccessToken: alex.token, FileId: fileId });
    expect(errorsOf(again)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('answers notFound to another claimant for discard and read, and changes nothing', async () => {
    const fileId = await uploadForAlex('private.pdf', samples.pdf);
    const filesBefore = storedFileCount(t);
    const discard = await postJson(t, endpoints.discardFile.path, { AccessToken: sam.token, FileId: fileId });
    expect(discard.statusCode).toBe(225);
    expect(errorsOf(discard)[0]?.Number).toBe(serverErrors.notFound.Number);
    const read = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: sam.token,
      Identifier: fileId,
    });
    expect(errorsOf(read)).toEqual([
      { Number: serverErrors.notFound.Number, Message: serverErrors.notFound.Message },
    ]);
    expect((await fileRow(fileId)).status).toBe('pending');
    expect(storedFileCount(t)).toBe(filesBefore);
  });

  it('answers the same notFound for an id that does not exist', async () => {
    const discard = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: 'no-such-file',
    });
    expect(errorsOf(discard)[0]?.Number).toBe(serverErrors.notFound.Number);
    const read = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: 'no-such-file',
    });
    expect(errorsOf(read)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('lets Alex read an attachment of an inbox message on his claim, and not Sam', async () => {
    const attachment = await t.database.db
      .selectFrom('inbox_attachments')
      .innerJoin('inbox_messages', 'inbox_messages.id', 'inbox_attachments.message_id')
      .innerJoin('claims', 'claims.id', 'inbox_messages.claim_id')
      .innerJoin('stored_files', 'stored_files.id', 'inbox_attachments.file_id')
      .select([
        'stored_files.id',
        'stored_files.filename',
        'stored_files.mime_type',
        'stored_files.size_bytes',
      ])
      .where('claims.number', '=', '12/34567')
      .executeTakeFirstOrThrow();
    const forAlex = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: alex.token,
      Identifier: attachment.id,
    });
    expect(forAlex.statusCode).toBe(200);
    const body = forAlex.json() as { Data: string; MimeType: string; Filename: string };
    expect(body.Filename).toBe(attachment.filename);
    expect(body.MimeType).toBe(attachment.mime_type);
    expect(Buffer.from(body.Data, 'base64').length).toBe(attachment.size_bytes);

    const forSam = await postJson(t, endpoints.getFileContent.path, {
      AccessToken: sam.token,
      Identifier: attachment.id,
    });
    expect(errorsOf(forSam)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('does not let Alex discard an inbox attachment or a file already submitted', async () => {
    const attachment = await t.database.db
      .selectFrom('inbox_attachments')
      .select('file_id')
      .executeTakeFirstOrThrow();
    const discardInbox = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: attachment.file_id,
    });
    expect(errorsOf(discardInbox)[0]?.Number).toBe(serverErrors.notFound.Number);

    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, 'kept.pdf', samples.pdf);
    const { FileId } = upload.json() as { FileId: string };
    await postJson(t, endpoints.submitDetailsRequest.path, { AccessToken: alex.token, FormId: formId });
    const discardSubmitted = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId,
    });
    expect(errorsOf(discardSubmitted)[0]?.Number).toBe(serverErrors.notFound.Number);
    expect((await fileRow(FileId)).status).toBe('attached');
  });

  it('answers 18 without a token', async () => {
    const read = await postJson(t, endpoints.getFileContent.path, { Identifier: 'x' });
    expect(errorsOf(read)[0]?.Number).toBe(18);
    const discard = await postJson(t, endpoints.discardFile.path, { AccessToken: '', FileId: 'x' });
    expect(errorsOf(discard)[0]?.Number).toBe(18);
  });
});
