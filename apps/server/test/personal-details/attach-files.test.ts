import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachFiles } from '../../src/modules/claimant-submissions/submission-records.repository.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';

/** The submit's read of pending files and its attach can straddle an upload sweep (upload-sweep.ts). */
describe('attaching the files of a personal-details request', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('attaches only files still pending, so a file swept meanwhile is never attached without its bytes', async () => {
    const alex = await signIn(t, 'alex@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const formId = (form.json() as { Identifier: string }).Identifier;
    const upload = async (name: string) =>
      ((await uploadDetailsFile(t, alex.token, formId, name, samples.pdf)).json() as { FileId: string })
        .FileId;
    const kept = await upload('kept.pdf');
    const swept = await upload('swept.pdf');
    await t.database.db
      .updateTable('stored_files')
      .set({ status: 'discarded' })
      .where('id', '=', swept)
      .execute();

    expect(await attachFiles(t.database.db, formId, [swept, kept])).toEqual([kept]);
    const links = await t.database.db
      .selectFrom('submission_files')
      .select(['file_id', 'position'])
      .where('submission_id', '=', formId)
      .execute();
    expect(links).toEqual([{ file_id: kept, position: 0 }]);
    const statuses = await t.database.db
      .selectFrom('stored_files')
      .select(['id', 'status'])
      .where('id', 'in', [kept, swept])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [kept]: 'attached',
      [swept]: 'discarded',
    });
  });
});
