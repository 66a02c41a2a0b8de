import { defaultBranding, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/db/seed/seed-reference.js';
import { newId } from '../../src/lib/ids.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { samples, uploadDetailsFile, validDetailsForm } from '../files/files-fixtures.js';
import { type TestApp, postJson } from '../support/test-app.js';
import {
  callProvider,
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  signedInClaimant,
} from '../provider-claimants/provider-data-fixtures.js';

interface Submission {
  SubmissionId: string;
  Kind: string;
  Status: string;
  ClaimNumber: string | null;
  ClaimantRef: string | null;
  SubmittedAt: string;
  ReceivedAt: string | null;
  Data: unknown;
  Files: { FileId: string; Filename: string; MimeType: string; SizeBytes: number; Sha256: string }[];
}
interface SubmissionList {
  Submissions: Submission[];
  Total: number;
  Offset: number;
  Limit: number;
}

async function startApp(): Promise<{ t: TestApp; key: string }> {
  const t = await createProviderTestApp();
  await seedReferenceData({
    db: t.database.db,
    now: t.clock.now(),
    branding: defaultBranding,
    writeFile: async (bytes) => {
      const key = newStorageKey();
      await t.app.storage.put(key, bytes);
      return key;
    },
  });
  return { t, key: (await newProviderKey(t)).key };
}

describe('provider submissions: a claimant change request taken out by the provider', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    ({ t, key } = await startApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => callProvider(t.app, { method: 'GET', url, key });
  const list = async (query = '') => (await get(`/provider/v1/submissions${query}`)).json() as SubmissionList;
  const ids = (page: SubmissionList) => page.Submissions.map((s) => s.SubmissionId);

  it('lists a submitted change request with its file, serves the bytes and marks it received', async () => {
    const claimant = await signedInClaimant(t, key, 'Avery');
    const started = await postJson(t.app, endpoints.updatePersonalDetails.path, {
      AccessToken: claimant.token,
      ...validDetailsForm,
    });
    const formId = (started.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, claimant.token, formId, 'certificate.pdf', samples.pdf);
    expect(upload.statusCode).toBe(200);
    const { FileId } = upload.json() as { FileId: string };

    // Still open: files may be added, so the provider does not see it yet.
    expect(ids(await list('?Status=all'))).not.toContain(formId);
    expect((await get(`/provider/v1/submissions/${formId}`)).statusCode).toBe(225);
    expect((await get(`/provider/v1/files/${FileId}`)).statusCode).toBe(225);

    const submit = await postJson(t.app, endpoints.submitDetailsRequest.path, {
      AccessToken: claimant.token,
      FormId: formId,
    });
    expect(submit.statusCode).toBe(200);

    const page = await list();
    const listed = page.Submissions.find((s) => s.SubmissionId === formId);
    expect(listed).toEqual({
      SubmissionId: formId,
      Kind: 'personalDetails',
      Status: 'submitted',
      ClaimNumber: claimant.claimNumber,
      ClaimantRef: claimant.ref,
      SubmittedAt: t.clock.now().toISOString(),
      ReceivedAt: null,
      Data: expect.objectContaining({ Surname: 'Newname', DateOfBirth: '14/02/1985' }),
      // A payment status belongs to reimbursements only.
      Payment: null,
      Files: [
        {
          FileId,
          Filename: 'certificate.pdf',
          MimeType: 'application/pdf',
          SizeBytes: samples.pdf.length,
          Sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ],
    });
    expect(page.Total).toBeGreaterThanOrEqual(1);
    expect((await get(`/provider/v1/submissions/${formId}`)).json()).toEqual(listed);

    const file = await get(`/provider/v1/files/${FileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(String(file.headers['content-disposition'])).toContain('certificate.pdf');
    expect(file.rawPayload.equals(samples.pdf)).toBe(true);

    const receivedAt = t.clock.now().toISOString();
    const mark = () =>
      callProvider(t.app, { method: 'POST', url: `/provider/v1/submissions/${formId}/received`, key });
    const first = await mark();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Status: 'received', ReceivedAt: receivedAt });
    t.clock.advanceMinutes(5);
    expect((await mark()).json()).toMatchObject({ Status: 'received', ReceivedAt: receivedAt });

    expect(ids(await list())).not.toContain(formId);
    expect(ids(await list('?Status=received'))).toContain(formId);
    expect(ids(await list('?Status=all'))).toContain(formId);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'details'])
      .where('action', '=', 'provider.submission.received')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_kind).toBe('provider');
  });

  it('answers 225 notFound for an unknown submission, and 415 for a bad status or limit', async () => {
    for (const response of [
      await get('/provider/v1/submissions/no-such-id'),
      await callProvider(t.app, { method: 'POST', url: '/provider/v1/submissions/no-such-id/received', key }),
      await get('/provider/v1/files/no-such-file'),
    ]) {
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)).toEqual([
        { Number: serverErrors.notFound.Number, Message: serverErrors.notFound.Message },
      ]);
    }
    expect((await get('/provider/v1/submissions?Status=open')).statusCode).toBe(415);
    expect((await get('/provider/v1/submissions?Limit=201')).statusCode).toBe(415);
    expect((await get('/provider/v1/submissions?Offset=-1')).statusCode).toBe(415);
    expect((await get('/provider/v1/submissions?Offset=3000000000')).statusCode).toBe(415);
    expect((await get('/provider/v1/submissions?Offset=2147483647')).statusCode).toBe(200);
  });

  it('serves the file of an inbox message but no claimant upload that is not submitted', async () => {
    const claimant = await signedInClaimant(t, key, 'Quinn');
    const sent = await callProvider(t.app, {
      method: 'POST',
      url: '/provider/v1/messages',
      key,
      body: {
        ClaimNumber: claimant.claimNumber,
        Subject: 'Letter',
        Message: 'Attached',
        Attachments: [{ Filename: 'scan.png', Data: samples.png.toString('base64') }],
      },
    });
    const { MessageId } = sent.json() as { MessageId: string };
    const attachment = await t.database.db
      .selectFrom('inbox_attachments')
      .select('file_id')
      .where('message_id', '=', MessageId)
      .executeTakeFirstOrThrow();
    const file = await get(`/provider/v1/files/${attachment.file_id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/png/);
    expect(file.rawPayload.equals(samples.png)).toBe(true);

    const started = await postJson(t.app, endpoints.updatePersonalDetails.path, {
      AccessToken: claimant.token,
      ...validDetailsForm,
    });
    const formId = (started.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, claimant.token, formId, 'draft.pdf', samples.pdf);
    const { FileId } = upload.json() as { FileId: string };
    expect((await get(`/provider/v1/files/${FileId}`)).statusCode).toBe(225);
  });
});

describe('provider submissions: order and paging', () => {
  let t: TestApp;
  let key: string;
  const made: string[] = [];
  beforeAll(async () => {
    ({ t, key } = await startApp());
    const claimant = await signedInClaimant(t, key, 'Pat');
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 20, 10, minute)).toISOString();
    // Two share a time, so the id decides between them; one is open and one received.
    const rows = [
      { minute: 1, status: 'submitted' },
      { minute: 3, status: 'submitted' },
      { minute: 3, status: 'submitted' },
      { minute: 2, status: 'received' },
      { minute: 4, status: 'open' },
      { minute: 5, status: 'submitted' },
    ];
    for (const row of rows) {
      const id = newId();
      made.push(id);
      await t.database.db
        .insertInto('submissions')
        .values({
          id,
          claimant_id: claimant.claimantId,
          claim_id: null,
          kind: 'contact',
          status: row.status,
          data: JSON.stringify({ n: row.minute }),
          created_at: at(row.minute),
          submitted_at: row.status === 'open' ? null : at(row.minute),
          received_at: row.status === 'received' ? at(row.minute + 10) : null,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) =>
    (
      await callProvider(t.app, { method: 'GET', url: `/provider/v1/submissions${query}`, key })
    ).json() as SubmissionList;

  it('lists newest first with ties broken by id, pages with Limit and Offset and counts the Total', async () => {
    const tied = [made[1], made[2]].sort().reverse();
    const expected = [made[5], ...tied, made[0]];
    const all = await list('');
    expect(all.Submissions.map((s) => s.SubmissionId)).toEqual(expected);
    expect(all).toMatchObject({ Total: 4, Offset: 0, Limit: 50 });
    expect(all.Submissions[0]).toMatchObject({ ClaimNumber: null, Data: { n: 5 }, Files: [] });

    const first = await list('?Limit=2');
    const second = await list('?Limit=2&Offset=2');
    expect([...first.Submissions, ...second.Submissions].map((s) => s.SubmissionId)).toEqual(expected);
    expect(second.Total).toBe(4);
    expect((await list('?Offset=4')).Submissions).toEqual([]);

    const everything = await list('?Status=all');
    expect(everything.Total).toBe(5);
    expect(everything.Submissions.map((s) => s.SubmissionId)).not.toContain(made[4]);
    expect((await list('?Status=received')).Submissions.map((s) => s.SubmissionId)).toEqual([made[3]]);
  });
});
