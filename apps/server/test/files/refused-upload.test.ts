import { connect } from 'node:net';
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  type MultipartPart,
  errorsOf,
  multipart,
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  storedFileCount,
  uploadParts,
  validDetailsForm,
} from './files-fixtures.js';

/**
 * A refused upload request stores nothing (issue 10 item 3): not its first file, not a row, not an
 * audit entry, and nothing of it reaches the submission. Before the fix the first file was stored and
 * recorded as soon as it had arrived, and a refusal later in the same request left it pending, so it
 * was attached to the submission and reached the provider.
 */
describe('a refused multipart upload', () => {
  let t: TestApp;
  let token: string;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    token = (await signIn(t, 'alex@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: token,
      ...validDetailsForm,
    });
    formId = (form.json() as { Identifier: string }).Identifier;
  });

  const good = (): MultipartPart => ({ name: 'uploads[]', filename: 'first.pdf', content: samples.pdf });
  const head = (): MultipartPart[] => [
    { name: 'accessToken', value: token },
    { name: 'FormId', value: formId },
  ];
  const counts = async () => ({
    bytes: storedFileCount(t),
    rows: (await t.database.db.selectFrom('stored_files').select('id').execute()).length,
    audit: (
      await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'file.uploaded').execute()
    ).length,
  });

  it.each([
    [
      'a second file of a wrong type',
      () => [...head(), good(), { name: 'uploads[]', filename: 'x.pdf', content: samples.windowsExecutable }],
    ],
    [
      'a second file over 10 MB',
      () => [
        ...head(),
        good(),
        { name: 'uploads[]', filename: 'big.pdf', content: Buffer.alloc(11 * 1024 * 1024, 0x25) },
      ],
    ],
    ['too many files', () => [...head(), good(), good(), good()]],
    ['a field after the file', () => [...head(), good(), { name: 'Comment', value: 'late' }]],
    [
      'a field over the size limit after the file',
      () => [...head(), good(), { name: 'x', value: 'y'.repeat(2000) }],
    ],
    ['a second file under another name', () => [...head(), good(), { ...good(), name: 'other' }]],
  ] as const)(
    'refused for %s (415) stores no bytes, no row, no audit entry, and nothing reaches the submission',
    async (_name, parts) => {
      const before = await counts();
      const response = await uploadParts(t, parts());
      expect(response.statusCode, response.body).toBe(415);
      expect(await counts()).toEqual(before);

      const submit = await postJson(t, endpoints.submitDetailsRequest.path, {
        AccessToken: token,
        FormId: formId,
      });
      expect(submit.json()).toBe(true);
      const attached = await t.database.db
        .selectFrom('submission_files')
        .select('file_id')
        .where('submission_id', '=', formId)
        .execute();
      expect(attached).toEqual([]);
    },
  );

  it('still records the one file of an accepted request (the same parts without the refused one)', async () => {
    const before = await counts();
    const response = await uploadParts(t, [...head(), good()]);
    expect(response.statusCode).toBe(200);
    expect(await counts()).toEqual({
      bytes: before.bytes + 1,
      rows: before.rows + 1,
      audit: before.audit + 1,
    });
  });

  it('deletes the bytes when recording the accepted file fails', async () => {
    const before = await counts();
    // The recording transaction fails (the database went away after the bytes were stored).
    const original = t.database.db.transaction.bind(t.database.db);
    (t.database.db as { transaction: unknown }).transaction = () => {
      throw new Error('database unavailable');
    };
    try {
      const response = await uploadParts(t, [...head(), good()]);
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)[0]?.Number).toBe(serverErrors.unexpected.Number);
    } finally {
      (t.database.db as { transaction: unknown }).transaction = original;
    }
    expect(await counts()).toEqual(before);
  });
});

/**
 * Multipart bodies the parser cannot read answer 415 (101) on every upload path, with nothing stored
 * (issue 10 item 4); before, a multipart content type without a boundary was an internal fault (100).
 */
describe('a multipart body that cannot be read', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    token = (await signIn(t, 'alex@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadPaths = [
    endpoints.uploadDetailsFile.path,
    endpoints.uploadDocumentFile.path,
    endpoints.uploadReceiptFile.path,
    endpoints.uploadContactFile.path,
    endpoints.uploadAuthorityForm.path,
  ];

  it.each(uploadPaths)('%s: multipart/form-data without a boundary answers 415 (101)', async (url) => {
    const before = storedFileCount(t);
    const { payload } = multipart([{ name: 'accessToken', value: token }]);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual([{ ...serverErrors.invalidRequest }]);
    }
    expect(storedFileCount(t)).toBe(before);
  });

  it.each(uploadPaths)('%s: a body cut off inside the file answers 415 (101)', async (url) => {
    const before = storedFileCount(t);
    // Each form-id path gets an open form of its own kind, so the refusal is the cut body's.
    const form =
      url === endpoints.uploadContactFile.path
        ? await postJson(t, endpoints.uploadContactForm.path, {
            AccessToken: token,
            Category: 1,
            Message: 'x',
          })
        : await postJson(t, endpoints.updatePersonalDetails.path, {
            AccessToken: token,
            ...validDetailsForm,
          });
    const { Identifier } = form.json() as { Identifier: string };
    const { payload, headers } = multipart([
      { name: 'accessToken', value: token },
      { name: 'FormId', value: Identifier },
      {
        name: 'uploads[]',
        filename: 'cut.pdf',
        content: Buffer.concat([samples.pdf, Buffer.alloc(4096, 0x20)]),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: payload.subarray(0, payload.length - 2048),
      headers,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([{ ...serverErrors.invalidRequest }]);
    expect(storedFileCount(t)).toBe(before);
  });
});

/**
 * A client that goes away in the middle of its file (a closed tab, a lost connection): the parser
 * destroys the file stream without an error, which storeUpload reads as a body cut short, so the
 * write in progress is removed and no row is written. Before, the upload waited for ever with its
 * `.partial` file open.
 */
describe('a client that disconnects mid-upload', () => {
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
  });

  const until = async (check: () => boolean | Promise<boolean>, what: string) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('leaves no bytes, no partial file and no row behind', async () => {
    const { token } = await signIn(t, 'alex@example.com');
    const form = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: token,
      ...validDetailsForm,
    });
    const { Identifier } = form.json() as { Identifier: string };
    const before = storedFileCount(t);
    const rowsBefore = (await t.database.db.selectFrom('stored_files').select('id').execute()).length;
    const { payload, headers } = multipart([
      { name: 'accessToken', value: token },
      { name: 'FormId', value: Identifier },
      {
        name: 'uploads[]',
        filename: 'big.pdf',
        content: Buffer.concat([samples.pdf, Buffer.alloc(4 * 1024 * 1024, 0x20)]),
      },
    ]);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${endpoints.uploadDetailsFile.path} HTTP/1.1\r\nHost: a\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // About half the body: the file is being written when the client goes.
    socket.write(payload.subarray(0, payload.length / 2));
    await until(() => storedFileCount(t) > before, 'the upload to start writing');
    socket.destroy();

    await until(() => storedFileCount(t) === before, 'the write to be removed');
    expect((await t.database.db.selectFrom('stored_files').select('id').execute()).length).toBe(rowsBefore);
  });
});
