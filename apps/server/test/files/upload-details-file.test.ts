import { FILE_MAX_BYTES, endpoints, serverErrors } from '@portal/contract';
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
  uploadParts,
  validDetailsForm,
} from './files-fixtures.js';

describe('uploaddetailsfile', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    const response = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    formId = (response.json() as { Identifier: string }).Identifier;
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRefused(filename: string, content: Uint8Array, number: number) {
    const filesBefore = storedFileCount(t);
    const rowsBefore = await t.database.db.selectFrom('stored_files').select('id').execute();
    const response = await uploadDetailsFile(t, alex.token, formId, filename, content);
    expect(response.statusCode).toBe(225);
    expect(errorsOf(response)[0]?.Number).toBe(number);
    expect(storedFileCount(t)).toBe(filesBefore);
    expect(await t.database.db.selectFrom('stored_files').select('id').execute()).toHaveLength(
      rowsBefore.length,
    );
  }

  it('stores a PNG named .png pending under a random key and answers its FileId', async () => {
    const filesBefore = storedFileCount(t);
    const response = await uploadDetailsFile(
      t,
      alex.token,
      formId,
      'C:\\Users\\alex\\scan<1>.png',
      samples.png,
    );
    expect(response.statusCode).toBe(200);
    const { FileId } = response.json() as { FileId: string };
    const row = await t.database.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', FileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      claimant_id: alex.claimantId,
      purpose: 'details',
      status: 'pending',
      form_id: formId,
      mime_type: 'image/png',
      filename: 'scan1.png',
      size_bytes: samples.png.length,
    });
    expect(row.storage_key).not.toContain('scan');
    expect(storedFileCount(t)).toBe(filesBefore + 1);
  });

  it('accepts a UTF-8 text file', async () => {
    const response = await uploadDetailsFile(t, alex.token, formId, 'note.txt', samples.text);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an 11 MB file with 170 and keeps nothing in storage', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    await expectRefused('large.pdf', big, serverErrors.fileTooLarge.Number);
  });

  it('refuses a file of exactly 10485760 bytes ("below 10MB") with 170', async () => {
    const limit = Buffer.alloc(FILE_MAX_BYTES, 0x20);
    limit.write('%PDF-1.7\n');
    await expectRefused('limit.pdf', limit, serverErrors.fileTooLarge.Number);
  });

  it('refuses a Windows executable renamed .pdf with 171', async () => {
    await expectRefused('invoice.pdf', samples.windowsExecutable, serverErrors.fileTypeNotAccepted.Number);
  });

  it('refuses a Linux executable renamed .png and a .txt holding NUL bytes with 171', async () => {
    await expectRefused('photo.png', samples.linuxExecutable, serverErrors.fileTypeNotAccepted.Number);
    await expectRefused('notes.txt', samples.textWithNul, serverErrors.fileTypeNotAccepted.Number);
  });

  it('refuses a name whose extension is not accepted, even with PDF bytes', async () => {
    await expectRefused('run.exe', samples.pdf, serverErrors.fileTypeNotAccepted.Number);
  });

  it('refuses a file part sent before the accessToken field with 415', async () => {
    const response = await uploadParts(t, [
      { name: 'uploads[]', filename: 'certificate.pdf', content: samples.pdf },
      { name: 'accessToken', value: alex.token },
      { name: 'FormId', value: formId },
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('answers 18 without a token and stores nothing', async () => {
    const filesBefore = storedFileCount(t);
    const missing = await uploadParts(t, [
      { name: 'FormId', value: formId },
      { name: 'uploads[]', filename: 'certificate.pdf', content: samples.pdf },
    ]);
    expect(errorsOf(missing)[0]?.Number).toBe(18);
    const empty = await uploadDetailsFile(t, '', formId, 'certificate.pdf', samples.pdf);
    expect(errorsOf(empty)[0]?.Number).toBe(18);
    expect(storedFileCount(t)).toBe(filesBefore);
  });

  it("refuses an unknown form id, another claimant's form and a submitted form with notFound", async () => {
    const sam = await signIn(t, 'sam@example.com');
    const samsForm = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: sam.token,
      ...validDetailsForm,
    });
    const samsFormId = (samsForm.json() as { Identifier: string }).Identifier;
    for (const id of ['no-such-form', samsFormId]) {
      const response = await uploadDetailsFile(t, alex.token, id, 'certificate.pdf', samples.pdf);
      expect(errorsOf(response)[0]?.Number).toBe(serverErrors.notFound.Number);
    }
    const submitted = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: sam.token,
      ...validDetailsForm,
    });
    const submittedId = (submitted.json() as { Identifier: string }).Identifier;
    await postJson(t, endpoints.submitDetailsRequest.path, { AccessToken: sam.token, FormId: submittedId });
    const late = await uploadDetailsFile(t, sam.token, submittedId, 'certificate.pdf', samples.pdf);
    expect(errorsOf(late)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  it('refuses a second file in one call and a call without a file', async () => {
    const two = await uploadParts(t, [
      { name: 'accessToken', value: alex.token },
      { name: 'FormId', value: formId },
      { name: 'uploads[]', filename: 'a.pdf', content: samples.pdf },
      { name: 'uploads[]', filename: 'b.pdf', content: samples.pdf },
    ]);
    expect(two.statusCode).toBe(415);
    const none = await uploadParts(t, [
      { name: 'accessToken', value: alex.token },
      { name: 'FormId', value: formId },
    ]);
    expect(errorsOf(none)[0]?.Number).toBe(serverErrors.fileMissing.Number);
  });
});
