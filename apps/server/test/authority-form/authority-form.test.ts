// The authority form (issue 13; spec part 2 §2, §3, §5): the caller's own details, a signature that is a
// real PNG with a mark (blank, not a PNG or too large refused, storing nothing), the typed path, and the
// signed PDF record with its hashes in sent items and the provider's API.
import { createHash } from 'node:crypto';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorsOf,
  multipart,
  samples,
  seedDemoWithFiles,
  signIn,
  storedFileCount,
} from '../files/files-fixtures.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { call } from '../claimant-submissions/send-documents-fixtures.js';
import { signAuthorityForm, signaturePng } from './authority-fixtures.js';

describe('the authority form', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let sam: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    sam = await signIn(t, 'sam@example.com');
  });
  afterAll(async () => t.close());

  const sign = (token: string, content: Uint8Array, extra: { name: string; value: string }[] = []) =>
    signAuthorityForm(t, token, content, extra);
  const authoritySubmissions = () =>
    t.database.db.selectFrom('submissions').selectAll().where('kind', '=', 'authorityForm').execute();

  it("answers the caller's own details for the selected claim", async () => {
    const answer = (await call(t, endpoints.getAuthorityFormData.path, alex.token)).json();
    expect(answer).toEqual({
      FirstName: 'Alex',
      Surname: 'Citizen',
      ClaimNumber: expect.stringMatching(/^12\/3456[78]$/),
      Address: {
        AddressLine1: '14 Pakington Street',
        AddressLine2: expect.any(String),
        AddressLine3: expect.any(String),
      },
      DateOfBirth: '14/02/1985',
      DateOfAccident: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      Initials: 'AJC',
    });
    expect((await call(t, endpoints.getAuthorityFormData.path, sam.token)).json()).toMatchObject({
      FirstName: 'Sam',
      ClaimNumber: '23/45678',
      Initials: 'ST',
    });
  });

  it('refuses a blank canvas, a file that is not a PNG and one over 1 MB, storing nothing', async () => {
    const before = { files: storedFileCount(t), submissions: (await authoritySubmissions()).length };
    for (const [content, number] of [
      [signaturePng(true), serverErrors.signatureBlank.Number],
      [samples.pdf, serverErrors.signatureNotPng.Number],
      [Buffer.concat([signaturePng(), Buffer.alloc(1_100_000)]), serverErrors.signatureTooLarge.Number],
    ] as const) {
      const response = await sign(alex.token, content);
      expect(response.statusCode, response.body).toBe(225);
      expect(errorsOf(response)[0]?.Number).toBe(number);
    }
    expect(storedFileCount(t)).toBe(before.files);
    expect(await authoritySubmissions()).toHaveLength(before.submissions);
  });

  it('refuses a typed signature without the typed name', async () => {
    const response = await sign(alex.token, signaturePng(), [{ name: 'SignatureMethod', value: 'typed' }]);
    expect(errorsOf(response)[0]?.Number).toBe(serverErrors.signatureBlank.Number);
  });

  it('records a drawn signature with its signed PDF, in sent items and for the provider with the same bytes', async () => {
    t.clock.advanceMinutes(1);
    const response = await sign(alex.token, signaturePng());
    expect(response.statusCode, response.body).toBe(200);
    const [submission] = (await authoritySubmissions()).filter((s) => s.claimant_id === alex.claimantId);
    const data = JSON.parse(submission!.data) as {
      SignatureMethod: string;
      Record: { FileId: string; Sha256: string };
    };
    expect(data.SignatureMethod).toBe('drawn');

    const sent = (
      await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 1 })
    ).json() as {
      SentItems: { SubjectMain: string; SubjectOther: string; Files: { Filename: string }[] }[];
    };
    expect(sent.SentItems[0]).toMatchObject({
      SubjectMain: 'Authority to release information',
      SubjectOther: 'Signed by drawing',
    });
    expect(sent.SentItems[0]?.Files.map((f) => f.Filename)).toEqual([
      'signature.png',
      'authority-to-release-information.pdf',
    ]);

    const { key } = await newProviderKey(t);
    const pdf = await callProvider(t.app, {
      method: 'GET',
      url: `/provider/v1/files/${data.Record.FileId}`,
      key,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(data.Record.Sha256);
  });

  it('takes a typed signature through the same call, saying how it was made', async () => {
    const response = await sign(sam.token, signaturePng(), [
      { name: 'SignatureMethod', value: 'typed' },
      { name: 'TypedName', value: 'Sam Taylor' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [submission] = (await authoritySubmissions()).filter((s) => s.claimant_id === sam.claimantId);
    expect(JSON.parse(submission!.data)).toMatchObject({ SignatureMethod: 'typed', TypedName: 'Sam Taylor' });
  });

  it('answers 415 for a second file part and a wrong method', async () => {
    const { payload, headers } = multipart([
      { name: 'accessToken', value: alex.token },
      { name: 'Signature', filename: 'a.png', content: signaturePng() },
      { name: 'Other', filename: 'b.png', content: signaturePng() },
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: endpoints.uploadAuthorityForm.path, payload, headers }))
        .statusCode,
    ).toBe(415);
    expect(
      (await sign(alex.token, signaturePng(), [{ name: 'SignatureMethod', value: 'stamped' }])).statusCode,
    ).toBe(415);
  });
});
