// Issue 29 item 6: per claimant, a cap on uploads waiting for their form (count and bytes) and on forms
// opened but not sent. Parallel calls reach each cap exactly and never pass it, on SQLite and PostgreSQL;
// the refusal is the catalogue's, and what the claimant already had is untouched.
import {
  OPEN_FORMS_MAX_DEFAULT,
  PENDING_UPLOAD_MB_MAX_DEFAULT,
  PENDING_UPLOADS_MAX_DEFAULT,
  endpoints,
  serverErrors,
} from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import {
  errorsOf,
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  storedFileCount,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { uploadDocument } from './send-documents-fixtures.js';

const PARALLEL = 20;
const ROOM = 5;

let t: TestApp;
let alex: { token: string; claimantId: string };
let sam: { token: string; claimantId: string };

beforeAll(async () => {
  // Enough pooled PostgreSQL connections for the parallel calls to overlap in the database.
  t = await createTestApp({ databaseConnections: 8 });
  await seedDemoWithFiles(t);
  alex = await signIn(t, 'alex@example.com');
  sam = await signIn(t, 'sam@example.com');
});
afterAll(async () => {
  await t.close();
});

const refusal = (name: 'pendingUploadsLimit' | 'pendingUploadBytesLimit' | 'openFormsLimit') => [
  { Number: serverErrors[name].Number, Message: serverErrors[name].Message },
];

/** How the parallel answers came out: the successes, and every other answer's error list. */
function tally(responses: LightMyRequestResponse[]) {
  const ok = responses.filter((r) => r.statusCode === 200);
  const refused = responses.filter((r) => r.statusCode !== 200);
  return {
    ok: ok.length,
    refusedBodies: new Set(refused.map((r) => r.body)),
    refusedStatuses: new Set(refused.map((r) => r.statusCode)),
  };
}

async function pendingFiles(claimantId: string) {
  return t.database.db
    .selectFrom('stored_files')
    .select(['id', 'size_bytes'])
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'pending')
    .execute();
}

/** Waiting uploads written straight to the table (their bytes are not needed to count them). */
async function addPendingFiles(claimantId: string, sizes: readonly number[]): Promise<string[]> {
  const ids = sizes.map(() => newId());
  for (const [index, size] of sizes.entries()) {
    await t.database.db
      .insertInto('stored_files')
      .values({
        id: ids[index]!,
        claimant_id: claimantId,
        claim_id: null,
        filename: `earlier-${index}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: size,
        storage_key: `quota-test-${newId()}`,
        sha256: '0'.repeat(64),
        purpose: 'details',
        status: 'pending',
        form_id: null,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
  }
  return ids;
}

async function openForms(claimantId: string) {
  return t.database.db
    .selectFrom('submissions')
    .select(['id', 'kind'])
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'open')
    .execute();
}

const openEnquiry = (token: string) =>
  postJson(t, endpoints.uploadContactForm.path, {
    AccessToken: token,
    Category: 1,
    Message: 'When is my next payment?',
  });
const openDetailsRequest = (token: string, formId = '') =>
  postJson(t, endpoints.updatePersonalDetails.path, {
    AccessToken: token,
    ...validDetailsForm,
    FormId: formId,
  });

describe('pending uploads per claimant', () => {
  it(`lets exactly the room left through when ${PARALLEL} uploads race for the last ${ROOM} places, and keeps the earlier files`, async () => {
    const already = (await pendingFiles(alex.claimantId)).length;
    const earlier = await addPendingFiles(
      alex.claimantId,
      Array.from({ length: PENDING_UPLOADS_MAX_DEFAULT - ROOM - already }, () => 1000),
    );
    const bytesBefore = storedFileCount(t);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => uploadDocument(t, alex.token, `scan-${i}.pdf`, samples.pdf)),
    );
    const result = tally(responses);
    expect(result.ok).toBe(ROOM);
    expect(result.refusedStatuses).toEqual(new Set([225]));
    expect([...result.refusedBodies].map((body) => JSON.parse(body) as unknown)).toEqual([
      refusal('pendingUploadsLimit'),
    ]);

    const pending = await pendingFiles(alex.claimantId);
    expect(pending).toHaveLength(PENDING_UPLOADS_MAX_DEFAULT);
    expect(pending.map((f) => f.id)).toEqual(expect.arrayContaining(earlier));
    // A refused upload keeps no bytes.
    expect(storedFileCount(t)).toBe(bytesBefore + ROOM);
    // The draft the accepted files went to is intact and lists them.
    const draft = await postJson(t, endpoints.getDraftDocumentForm.path, { AccessToken: alex.token });
    expect((draft.json() as { Documents: unknown[] }).Documents.length).toBeGreaterThanOrEqual(ROOM);
  });

  it('makes room again once a waiting file is removed or sent, and leaves other claimants alone', async () => {
    const refused = await uploadDocument(t, alex.token, 'one-more.pdf', samples.pdf);
    expect(errorsOf(refused)).toEqual(refusal('pendingUploadsLimit'));
    // Sam has room of his own.
    expect((await uploadDocument(t, sam.token, 'sams.pdf', samples.pdf)).statusCode).toBe(200);

    const [first] = await pendingFiles(alex.claimantId);
    const discard = await postJson(t, endpoints.discardFile.path, {
      AccessToken: alex.token,
      FileId: first!.id,
    });
    expect(discard.statusCode).toBe(200);
    expect((await uploadDocument(t, alex.token, 'one-more.pdf', samples.pdf)).statusCode).toBe(200);
    expect(await pendingFiles(alex.claimantId)).toHaveLength(PENDING_UPLOADS_MAX_DEFAULT);
  });

  it(`refuses by total size too: of ${PARALLEL} parallel uploads exactly those that fit are kept`, async () => {
    const detailsForm = await openDetailsRequest(sam.token);
    const formId = (detailsForm.json() as { Identifier: string }).Identifier;
    const cap = PENDING_UPLOAD_MB_MAX_DEFAULT * 1024 * 1024;
    const waiting = (await pendingFiles(sam.claimantId)).reduce((sum, f) => sum + f.size_bytes, 0);
    await addPendingFiles(sam.claimantId, [cap - waiting - ROOM * samples.pdf.length]);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        uploadDetailsFile(t, sam.token, formId, `page-${i}.pdf`, samples.pdf),
      ),
    );
    const result = tally(responses);
    expect(result.ok).toBe(ROOM);
    expect([...result.refusedBodies].map((body) => JSON.parse(body) as unknown)).toEqual([
      refusal('pendingUploadBytesLimit'),
    ]);
    const total = (await pendingFiles(sam.claimantId)).reduce((sum, f) => sum + f.size_bytes, 0);
    expect(total).toBe(cap);
  });
});

describe('forms opened and not sent, per claimant', () => {
  it(`opens exactly the forms left when ${PARALLEL} race for the last ${ROOM}, counting enquiries and personal-details requests together`, async () => {
    const already = (await openForms(alex.claimantId)).length;
    for (let i = already; i < OPEN_FORMS_MAX_DEFAULT - ROOM; i += 1) {
      const response = i % 2 === 0 ? await openEnquiry(alex.token) : await openDetailsRequest(alex.token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const earlier = await openForms(alex.claimantId);

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 === 0 ? openEnquiry(alex.token) : openDetailsRequest(alex.token),
      ),
    );
    const result = tally(responses);
    expect(result.ok).toBe(ROOM);
    expect(result.refusedStatuses).toEqual(new Set([225]));
    expect([...result.refusedBodies].map((body) => JSON.parse(body) as unknown)).toEqual([
      refusal('openFormsLimit'),
    ]);
    const open = await openForms(alex.claimantId);
    expect(open).toHaveLength(OPEN_FORMS_MAX_DEFAULT);
    expect(open.map((f) => f.id)).toEqual(expect.arrayContaining(earlier.map((f) => f.id)));
  });

  it('still lets the claimant edit and send a form already open, and sending one makes room', async () => {
    expect(errorsOf(await openEnquiry(alex.token))).toEqual(refusal('openFormsLimit'));
    const open = await openForms(alex.claimantId);
    const details = open.find((f) => f.kind === 'personalDetails')!;
    // Editing an open request opens nothing new.
    expect((await openDetailsRequest(alex.token, details.id)).statusCode).toBe(200);
    const enquiry = open.find((f) => f.kind === 'contactUs')!;
    const sent = await postJson(t, endpoints.submitContactForm.path, {
      AccessToken: alex.token,
      FormId: enquiry.id,
    });
    expect(sent.json()).toBe(true);
    expect((await openEnquiry(alex.token)).statusCode).toBe(200);
    expect(errorsOf(await openDetailsRequest(alex.token))).toEqual(refusal('openFormsLimit'));
    // Sam's forms are his own.
    expect((await openEnquiry(sam.token)).statusCode).toBe(200);
  });

  it('stops counting a form left open for longer than the pending-upload window', async () => {
    t.clock.advanceMinutes(t.config.pendingUploadHours * 60 + 1);
    // A new session: the old one timed out meanwhile.
    const { token } = await signIn(t, 'alex@example.com');
    expect((await openEnquiry(token)).statusCode).toBe(200);
  });
});

describe('the caps', () => {
  it('are the configured ones', async () => {
    const small = await createTestApp({ env: { OPEN_FORMS_MAX: '1', PENDING_UPLOADS_MAX: '1' } });
    try {
      await seedDemoWithFiles(small);
      const claimant = await signIn(small, 'sam@example.com');
      const opened = await postJson(small, endpoints.uploadContactForm.path, {
        AccessToken: claimant.token,
        Category: 1,
        Message: 'Hello',
      });
      expect(opened.statusCode).toBe(200);
      const again = await postJson(small, endpoints.uploadContactForm.path, {
        AccessToken: claimant.token,
        Category: 1,
        Message: 'Hello',
      });
      expect(errorsOf(again)).toEqual(refusal('openFormsLimit'));
      expect(small.config.claimantQuotas).toEqual({
        pendingUploads: 1,
        pendingUploadBytes: PENDING_UPLOAD_MB_MAX_DEFAULT * 1024 * 1024,
        openForms: 1,
      });
    } finally {
      await small.close();
    }
  });
});
