// Contact us (issue 13; spec part 2 §2, §4, §5; RESOLUTIONS.md 950 characters): the three steps, every
// rule refused with its message and nothing opened, files bound to the caller's open enquiry only, and
// the submitted enquiry in sent items and the provider's API.
import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, multipart, samples, seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { call } from '../claimant-submissions/send-documents-fixtures.js';

const text = messages.contactUs;
const payments = 1;
const other = 8;

describe('Contact us', () => {
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

  const open = (token: string, body: Record<string, unknown>) =>
    call(t, endpoints.uploadContactForm.path, token, body);
  async function formId(
    token: string,
    body: Record<string, unknown> = { Category: payments, Message: 'When is my next payment?' },
  ) {
    const response = await open(token, body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { Identifier: string }).Identifier;
  }
  function upload(token: string, id: string, filename = 'letter.pdf', content: Uint8Array = samples.pdf) {
    const { payload, headers } = multipart([
      { name: 'accessToken', value: token },
      { name: 'FormId', value: id },
      { name: 'uploads[]', filename, content },
    ]);
    return t.app.inject({ method: 'POST', url: endpoints.uploadContactFile.path, payload, headers });
  }
  const submit = (token: string, id: string) =>
    call(t, endpoints.submitContactForm.path, token, { FormId: id });
  const openCount = () =>
    t.database.db
      .selectFrom('submissions')
      .select('id')
      .where('kind', '=', 'contactUs')
      .execute()
      .then((r) => r.length);

  it('opens an enquiry, takes its files one by one, submits it into sent items and the provider API', async () => {
    t.clock.advanceMinutes(1);
    const id = await formId(alex.token, {
      Category: other,
      Message: 'My physio moved.',
      CustomCategory: 'Physio address',
    });
    const first = await upload(alex.token, id, 'first.pdf');
    // Files keep the order they arrived in (created_at); the test clock must move for that to show.
    t.clock.advanceMinutes(1);
    const second = await upload(alex.token, id, 'second.png', samples.png);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await submit(alex.token, id)).json()).toBe(true);

    const sent = (
      await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 1 })
    ).json() as {
      SentItems: {
        SubjectMain: string;
        SubjectOther: string | null;
        Message: string;
        Files: { Filename: string }[];
      }[];
    };
    expect(sent.SentItems[0]).toMatchObject({
      SubjectMain: 'Other',
      SubjectOther: 'Physio address',
      Message: 'My physio moved.',
    });
    expect(sent.SentItems[0]?.Files.map((f) => f.Filename)).toEqual(['first.pdf', 'second.png']);

    const { key } = await newProviderKey(t);
    const listed = (
      await callProvider(t.app, { method: 'GET', url: '/provider/v1/submissions', key })
    ).json() as {
      Submissions: { Id?: string; Kind: string; Data: unknown; Files: unknown[] }[];
    };
    const ours = listed.Submissions.find((s) => s.Kind === 'contactUs' && s.Files.length === 2);
    expect(ours?.Data).toEqual({
      Category: { Id: other, Item: 'Other' },
      Message: 'My physio moved.',
      CustomCategory: 'Physio address',
    });

    // A submitted enquiry takes no more files, and cannot be submitted twice.
    expect(errorsOf(await upload(alex.token, id))[0]?.Number).toBe(serverErrors.notFound.Number);
    expect(errorsOf(await submit(alex.token, id))[0]?.Number).toBe(serverErrors.draftNotFound.Number);
  });

  describe('each rule refused with its message, opening nothing', () => {
    async function expectRefused(body: Record<string, unknown>, message: string) {
      const before = await openCount();
      const response = await open(alex.token, body);
      expect(response.statusCode, response.body).toBe(225);
      expect(errorsOf(response)[0]).toEqual({ Number: serverErrors.invalidRequest.Number, Message: message });
      expect(await openCount()).toBe(before);
    }

    it('a category that is not on ContactCategories', async () => {
      await expectRefused({ Category: 99, Message: 'x' }, text.enquiryType);
    });

    it('no message, blank counting as none, and 951 characters (950 accepted)', async () => {
      await expectRefused({ Category: payments, Message: '   ' }, text.messageRequired);
      await expectRefused({ Category: payments, Message: 'é'.repeat(951) }, text.messageMax);
      expect((await open(alex.token, { Category: payments, Message: 'é'.repeat(950) })).statusCode).toBe(200);
    });

    it('Other without a reason of 1-25 characters; another category drops its reason', async () => {
      await expectRefused({ Category: other, Message: 'x' }, text.reason);
      await expectRefused({ Category: other, Message: 'x', CustomCategory: 'x'.repeat(26) }, text.reason);
      const id = await formId(alex.token, { Category: payments, Message: 'x', CustomCategory: 'ignored' });
      const row = await t.database.db
        .selectFrom('submissions')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.data)).toMatchObject({ CustomCategory: null });
    });

    it('answers 415 for a missing category or a message that is not text', async () => {
      expect((await open(alex.token, { Message: 'x' })).statusCode).toBe(415);
      expect((await open(alex.token, { Category: payments, Message: 5 })).statusCode).toBe(415);
    });
  });

  it('refuses a file whose bytes are not an accepted type, storing nothing', async () => {
    const id = await formId(alex.token);
    const response = await upload(alex.token, id, 'notes.pdf', samples.windowsExecutable);
    expect(errorsOf(response)[0]?.Number).toBe(serverErrors.fileTypeNotAccepted.Number);
    const files = await t.database.db
      .selectFrom('stored_files')
      .select('id')
      .where('form_id', '=', id)
      .execute();
    expect(files).toEqual([]);
  });

  it("Sam gets nothing with Alex's form id: no upload, no submit, no change", async () => {
    const id = await formId(alex.token);
    expect(errorsOf(await upload(sam.token, id))[0]?.Number).toBe(serverErrors.notFound.Number);
    expect(errorsOf(await submit(sam.token, id))[0]?.Number).toBe(serverErrors.draftNotFound.Number);
    const row = await t.database.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('of parallel submits exactly one wins, with one sent item', async () => {
    const id = await formId(alex.token, { Category: payments, Message: 'Parallel enquiry' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(alex.token, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const sentItems = await t.database.db
      .selectFrom('sent_items')
      .select('id')
      .where('message', '=', 'Parallel enquiry')
      .execute();
    expect(sentItems).toHaveLength(1);
  });
});
