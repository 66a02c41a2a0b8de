import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defaultBranding, endpoints, serverErrors } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/db/seed/seed-reference.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { uploadDetailsFile, validDetailsForm } from '../files/files-fixtures.js';
import { hourlyMessages, insertClaimant, insertMessages, signedInOn } from '../inbox/messaging-fixtures.js';
import {
  callProvider,
  createProviderTestApp,
  newProviderKey,
  signedInClaimant,
} from '../provider-claimants/provider-data-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

const decoded = (response: LightMyRequestResponse): Buffer => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
};
const decodedJson = (response: LightMyRequestResponse): unknown => JSON.parse(decoded(response).toString());

/** The reference data (content pages, dropdown lists) the server answers from. */
async function seedReference(t: TestApp): Promise<void> {
  await seedReferenceData({
    db: t.database.db,
    now: t.clock.now(),
    branding: defaultBranding,
    writeFile: async (bytes) => {
      const storageKey = newStorageKey();
      await t.app.storage.put(storageKey, bytes);
      return storageKey;
    },
  });
}

describe('compressed API answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReference(t);
    const { claimantId, claimIds } = await insertClaimant(t, 'Compressed');
    const messages = hourlyMessages(100, '2026-03-01T00:00:00.000Z').map((message, i) => ({
      ...message,
      body: `Message ${i}: we have paid the invoice from your treating practitioner directly.`,
    }));
    await insertMessages(t, claimIds[0]!, messages);
    token = await signedInOn(t, claimantId, claimIds[0]!);
  });
  afterAll(async () => {
    await t.close();
  });

  // A page of `amount` messages: 100 (the most one call answers) is well above the threshold.
  const page = (acceptEncoding?: string, amount = 100) =>
    t.app.inject({
      method: 'POST',
      url: endpoints.getMessages.path,
      payload: { AccessToken: token, Offset: 0, Amount: amount },
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends an answer above the threshold gzip-compressed to a client that accepts only gzip', async () => {
    const plain = await page();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await page('gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
  });

  it('prefers brotli when the client accepts it, as browsers do', async () => {
    const response = await page('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(decoded(response).equals((await page()).rawPayload)).toBe(true);
  });

  it('sends the answer as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await page(acceptEncoding);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.rawPayload.length, String(acceptEncoding)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.json(), String(acceptEncoding)).toEqual(decodedJson(await page('gzip')));
    }
  });

  it('does not compress an answer below the threshold', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.checkMaintenanceMessage.path,
      payload: { AccessToken: '' },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the first 10-message page as it is: it fits the first flight uncompressed (issue 15)', async () => {
    const response = await page('gzip, deflate, br', 10);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { Items: unknown[] }).Items).toHaveLength(10);
    expect(response.rawPayload.length).toBeGreaterThan(1024);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('still answers errors in the envelope with no-store to a client that accepts compression', async () => {
    const unprocessable = await t.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      payload: '{"EmailAddress": ',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    });
    expect(unprocessable.statusCode).toBe(415);
    expect(unprocessable.headers['cache-control']).toBe('no-store');
    expect(decodedJson(unprocessable)).toEqual([serverErrors.invalidRequest]);

    const business = await t.app.inject({
      method: 'POST',
      url: endpoints.getClaims.path,
      payload: { AccessToken: 'not-a-token' },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(business.statusCode).toBe(225);
    expect(business.headers['cache-control']).toBe('no-store');
    expect((decodedJson(business) as { Number: number }[])[0]?.Number).toBe(serverErrors.tokenUnknown.Number);
  });

  it('refuses a compressed request body (415) instead of inflating it', async () => {
    const body = gzipSync(JSON.stringify({ AccessToken: '' }));
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.checkMaintenanceMessage.path,
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([serverErrors.invalidRequest]);
  });
});

describe('file downloads are sent as stored, never compressed a second time', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createProviderTestApp();
    await seedReference(t);
    key = (await newProviderKey(t)).key;
  });
  afterAll(async () => {
    await t.close();
  });

  // Text compresses well, so only the exclusion of file downloads keeps these answers as they are.
  const letter = Buffer.from('Marriage certificate number 12345, issued in Melbourne.\n'.repeat(200));

  it('answers getfilecontent and the provider file download uncompressed to a client that accepts br', async () => {
    const claimant = await signedInClaimant(t, key, 'Avery');
    const started = await postJson(t.app, endpoints.updatePersonalDetails.path, {
      AccessToken: claimant.token,
      ...validDetailsForm,
    });
    const formId = (started.json() as { Identifier: string }).Identifier;
    const upload = await uploadDetailsFile(t, claimant.token, formId, 'certificate.txt', letter);
    expect(upload.statusCode).toBe(200);
    const { FileId } = upload.json() as { FileId: string };

    const content = await t.app.inject({
      method: 'POST',
      url: endpoints.getFileContent.path,
      payload: { AccessToken: claimant.token, Identifier: FileId },
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(content.headers['content-encoding']).toBeUndefined();
    expect((content.json() as { Data: string }).Data).toBe(letter.toString('base64'));

    const submit = await postJson(t.app, endpoints.submitDetailsRequest.path, {
      AccessToken: claimant.token,
      FormId: formId,
    });
    expect(submit.statusCode).toBe(200);
    const file = await callProvider(t.app, {
      method: 'GET',
      url: `/provider/v1/files/${FileId}`,
      key,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(letter)).toBe(true);
  });
});
