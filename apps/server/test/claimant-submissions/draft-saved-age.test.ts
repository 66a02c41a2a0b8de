import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { call, medicalCertificate, uploadedId } from './send-documents-fixtures.js';

// Issue 15 "Offline drafts" (ADR 0024): the draft answer says how long ago the server last saved
// the draft, by its own clock, so a device can weigh a copy it kept offline against it.
describe('the age of a draft in its answer (SavedMsAgo)', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  const receiptsPath = endpoints.updateForm.path.replace(':type', 'receipts');
  const ageOf = async (path: string) =>
    ((await call(t, path, alex.token)).json() as { SavedMsAgo?: number } | null)?.SavedMsAgo;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts from the last save of the fields, and a file joining the draft is a save too', async () => {
    await call(t, endpoints.discardDraftDocuments.path, alex.token);
    await call(t, endpoints.updateDocumentForm.path, alex.token, {
      DocumentType: medicalCertificate,
      Description: 'First words',
    });
    expect(await ageOf(endpoints.getDraftDocumentForm.path)).toBe(0);

    t.clock.advanceMinutes(3);
    expect(await ageOf(endpoints.getDraftDocumentForm.path)).toBe(3 * 60_000);
    // Reading is not saving: the age goes on from the save.
    t.clock.advanceMinutes(1);
    expect(await ageOf(endpoints.getDraftDocumentForm.path)).toBe(4 * 60_000);

    await uploadedId(t, alex.token, 'scan.png', samples.png);
    expect(await ageOf(endpoints.getDraftDocumentForm.path)).toBe(0);
    t.clock.advanceMinutes(2);
    expect(await ageOf('/api/documentupload/getdraft/documents')).toBe(2 * 60_000);
  });

  it('is in the reimbursement answer too, and a save ignores one sent back', async () => {
    await call(t, endpoints.discardDraftReceipts.path, alex.token);
    await call(t, receiptsPath, alex.token, { PayOther: 0, SavedMsAgo: 999 });
    t.clock.advanceMinutes(5);
    expect(await ageOf(endpoints.getDraftReceipts.path)).toBe(5 * 60_000);
    expect(await ageOf('/api/documentupload/getdraft/receipts')).toBe(5 * 60_000);
  });

  it('is absent when there is no draft (the answer is null)', async () => {
    await call(t, endpoints.discardDraftReceipts.path, alex.token);
    expect((await call(t, endpoints.getDraftReceipts.path, alex.token)).json()).toBeNull();
  });
});
