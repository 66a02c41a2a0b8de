import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import {
  attachToMessage,
  call,
  errorNumbers,
  insertClaimant,
  insertMessages,
  signedInOn,
} from '../inbox/messaging-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/** getfilecontent reads only files of the session's selected claim (issue 5 review, item 1). */
describe('getfilecontent limited to the selected claim', () => {
  let t: TestApp;
  let claimantId: string;
  let claimA: string;
  let claimB: string;
  const files: Record<string, string> = {};

  /** A stored file whose bytes are really in storage (its name is its label). */
  async function storedFile(label: string, owner: string | null, claimId: string | null): Promise<string> {
    const id = newId();
    const key = newStorageKey();
    await t.app.storage.put(key, Buffer.from(`%PDF-1.7 ${label}\n%%EOF\n`));
    await t.database.db
      .insertInto('stored_files')
      .values({
        id,
        claimant_id: owner,
        claim_id: claimId,
        filename: `${label}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 20,
        storage_key: key,
        sha256: '0'.repeat(64),
        purpose: owner === null ? 'inbox' : 'details',
        status: owner === null ? 'attached' : 'pending',
        form_id: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    return id;
  }

  async function inboxAttachment(label: string, claimId: string): Promise<string> {
    const [messageId] = await insertMessages(t, claimId, [{ receivedAt: '2026-02-20T01:00:00.000Z' }]);
    const fileId = await storedFile(label, null, claimId);
    await attachToMessage(t, messageId ?? '', [fileId]);
    return fileId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({
      claimantId,
      claimIds: [claimA = '', claimB = ''],
    } = await insertClaimant(t, 'Casey', 2));
    files.inboxA = await inboxAttachment('inbox-a', claimA);
    files.inboxB = await inboxAttachment('inbox-b', claimB);
    files.ownA = await storedFile('own-a', claimantId, claimA);
    files.ownB = await storedFile('own-b', claimantId, claimB);
    files.ownNoClaim = await storedFile('own-none', claimantId, null);
  });
  afterAll(async () => {
    await t.close();
  });
  // One test unlinks claim B: each starts with both claims linked to Casey.
  beforeEach(async () => {
    await t.database.db.deleteFrom('claimant_claims').where('claimant_id', '=', claimantId).execute();
    await t.database.db
      .insertInto('claimant_claims')
      .values([claimA, claimB].map((claim_id) => ({ claimant_id: claimantId, claim_id })))
      .execute();
  });

  const read = (token: string, fileId: string | undefined) =>
    call(t, endpoints.getFileContent.path, { AccessToken: token, Identifier: fileId });

  async function expectReadable(token: string, label: string): Promise<void> {
    const response = await read(token, files[label]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { Filename: string }).Filename).toMatch(/^(inbox|own)-/);
  }

  async function expectNotFound(token: string, label: string): Promise<void> {
    expect(errorNumbers(await read(token, files[label]))).toEqual([serverErrors.notFound.Number]);
  }

  it("reads claim A's attachment and own upload while A is selected, and none of claim B's", async () => {
    const token = await signedInOn(t, claimantId, claimA);
    await expectReadable(token, 'inboxA');
    await expectReadable(token, 'ownA');
    await expectReadable(token, 'ownNoClaim');
    await expectNotFound(token, 'inboxB');
    await expectNotFound(token, 'ownB');
  });

  it("reads claim B's files once B is selected, and no longer claim A's", async () => {
    const token = await signedInOn(t, claimantId, claimB);
    await expectReadable(token, 'inboxB');
    await expectReadable(token, 'ownB');
    await expectNotFound(token, 'inboxA');
    await expectNotFound(token, 'ownA');
  });

  it('without a selected claim reads only own uploads that belong to no claim', async () => {
    const token = await signedInOn(t, claimantId, null);
    await expectReadable(token, 'ownNoClaim');
    for (const label of ['inboxA', 'inboxB', 'ownA', 'ownB']) await expectNotFound(token, label);
  });

  it('refuses the files of a selected claim after the provider unlinks it from the claimant', async () => {
    const token = await signedInOn(t, claimantId, claimB);
    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', claimantId)
      .where('claim_id', '=', claimB)
      .execute();
    await expectNotFound(token, 'inboxB');
    await expectNotFound(token, 'ownB');
    await expectReadable(token, 'ownNoClaim');
  });
});
