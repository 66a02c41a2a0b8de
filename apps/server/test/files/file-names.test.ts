import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from './files-fixtures.js';

/**
 * Uploaded file names lose control and bidirectional-formatting characters wherever they are stored
 * or shown (issue 10 item 5): with U+202E, "\u202Egpj.exe.png" displays as "png.exe.jpg".
 */
describe('file names with bidirectional overrides', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const readName = async (fileId: string) =>
    (
      (
        await postJson(t, endpoints.getFileContent.path, { AccessToken: alex.token, Identifier: fileId })
      ).json() as { Filename: string }
    ).Filename;

  it('stores and shows an uploaded name without them, in getfilecontent and sent items', async () => {
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, alex.token, formId, '\u202Egpj.exe\u0085.png', samples.png);
    expect(upload.statusCode, upload.body).toBe(200);
    const { FileId } = upload.json() as { FileId: string };
    const row = await t.database.db
      .selectFrom('stored_files')
      .select('filename')
      .where('id', '=', FileId)
      .executeTakeFirstOrThrow();
    expect(row.filename).toBe('gpj.exe.png');
    expect(await readName(FileId)).toBe('gpj.exe.png');

    await postJson(t, endpoints.submitDetailsRequest.path, { AccessToken: alex.token, FormId: formId });
    const sent = await postJson(t, endpoints.getSentItems.path, {
      AccessToken: alex.token,
      Offset: 0,
      Amount: 10,
    });
    const files = (
      sent.json() as { SentItems: { Files: { Filename: string; FileID: string }[] }[] }
    ).SentItems.flatMap((item) => item.Files);
    expect(files).toContainEqual({ Filename: 'gpj.exe.png', FileID: FileId });
  });

  it('shows a name stored before the rule without them too', async () => {
    const id = newId();
    const key = newStorageKey();
    await t.app.storage.put(key, samples.png);
    await t.database.db
      .insertInto('stored_files')
      .values({
        id,
        claimant_id: alex.claimantId,
        claim_id: null,
        filename: 'photo\u202Egnp.exe\u2066',
        mime_type: 'image/png',
        size_bytes: samples.png.length,
        storage_key: key,
        sha256: 'not-checked-here',
        purpose: 'details',
        status: 'pending',
        form_id: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    expect(await readName(id)).toBe('photognp.exe');
  });
});
