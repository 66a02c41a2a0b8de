import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samples, storedFileCount } from '../files/files-fixtures.js';
import { type TestApp, postJson } from '../support/test-app.js';
import {
  callProvider,
  claimantBody,
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  putClaimant,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('provider messages to a claim', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: unknown) =>
    callProvider(t.app, { method: 'POST', url: '/provider/v1/messages', key, body });

  async function counts() {
    const db = t.database.db;
    const n = async (table: 'inbox_messages' | 'stored_files' | 'inbox_attachments') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      messages: await n('inbox_messages'),
      files: await n('stored_files'),
      attachments: await n('inbox_attachments'),
      stored: storedFileCount(t),
    };
  }

  describe('round trip with a signed-in claimant', () => {
    let claimant: Awaited<ReturnType<typeof signedInClaimant>>;
    beforeEach(async () => {
      claimant = await signedInClaimant(t, key, 'Robin');
    });

    it('delivers a message with a PDF that the claimant sees unread, reads, and downloads', async () => {
      const unread = () =>
        postJson(t.app, endpoints.getUnreadMessageCount.path, { AccessToken: claimant.token });
      expect((await unread()).json()).toBe(0);

      const sent = await send({
        ClaimNumber: claimant.claimNumber,
        Subject: 'Your claim update',
        Message: 'Please read the attached letter. Details: https://www.tac.vic.gov.au',
        SentAt: '2026-02-28T09:30:00+11:00',
        Attachments: [{ Filename: 'letter.pdf', Data: base64(samples.pdf) }],
      });
      expect(sent.statusCode).toBe(200);
      const { MessageId } = sent.json() as { MessageId: string };

      const inbox = await postJson(t.app, endpoints.getMessages.path, {
        AccessToken: claimant.token,
        Offset: 0,
        Amount: 10,
      });
      expect(inbox.statusCode).toBe(200);
      const items = (inbox.json() as { Items: Record<string, unknown>[] }).Items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        messageId: MessageId,
        Subject: 'Your claim update',
        Read: false,
        SentDate: '28/02/2026',
        SentTime: '9:30 am',
      });
      const attachments = items[0]?.Attachments as { Filename: string; FileID: string }[];
      expect(attachments).toEqual([{ Filename: 'letter.pdf', FileID: expect.any(String) }]);
      expect((await unread()).json()).toBe(1);

      const read = await postJson(t.app, endpoints.markAsRead.path, {
        AccessToken: claimant.token,
        MessageId,
      });
      expect(read.json()).toBe(true);
      expect((await unread()).json()).toBe(0);

      const content = await postJson(t.app, endpoints.getFileContent.path, {
        AccessToken: claimant.token,
        Identifier: attachments[0]?.FileID,
      });
      expect(content.statusCode).toBe(200);
      expect(content.json()).toEqual({
        Data: base64(samples.pdf),
        MimeType: 'application/pdf',
        Filename: 'letter.pdf',
      });

      const file = await t.database.db
        .selectFrom('stored_files')
        .selectAll()
        .where('id', '=', attachments[0]?.FileID ?? '')
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({ purpose: 'inbox', claimant_id: null, status: 'attached' });
    });

    it('tells the claimant on their preferred channel that a message waits, never what it says', async () => {
      await send({ ClaimNumber: claimant.claimNumber, Subject: 'Secret subject', Message: 'Secret text 42' });
      await t.app.deliveryWorker.flush();
      const outbox = await t.database.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', claimant.username)
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ channel: 'email', subject: 'You have a new message from TAC' });
      expect(outbox[0]?.body).toContain('portal inbox');
      expect(JSON.stringify(outbox)).not.toMatch(/Secret/);
    });
  });

  it('sends the notice by SMS to a claimant who prefers SMS', async () => {
    const claimant = await signedInClaimant(t, key, 'Sasha');
    await t.database.db
      .updateTable('claimants')
      .set({ pref_sms: 1, pref_email: 0 })
      .where('id', '=', claimant.claimantId)
      .execute();
    await send({ ClaimNumber: claimant.claimNumber, Subject: 'Update', Message: 'Body' });
    await t.app.deliveryWorker.flush();
    const outbox = await t.database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient'])
      .where('recipient', 'in', [claimant.username, '0412345678'])
      .where('sent_at', '>=', t.clock.now().toISOString())
      .execute();
    expect(outbox).toEqual([{ channel: 'sms', recipient: '0412345678' }]);
  });

  it('does not notify claimants of the claim without an activated account', async () => {
    const claimNumber = uniqueClaimNumber();
    await putClaimant(t, key, 'MSG-NOACCOUNT', claimantBody(claimNumber, { Email: 'quiet@example.com' }));
    const response = await send({ ClaimNumber: claimNumber, Subject: 'Hello', Message: 'Welcome' });
    expect(response.statusCode).toBe(200);
    await t.app.deliveryWorker.flush();
    const outbox = await t.database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'quiet@example.com')
      .execute();
    expect(outbox).toEqual([]);
  });

  it('answers 225 notFound for a claim the portal does not hold', async () => {
    const response = await send({ ClaimNumber: '99/99999', Subject: 'Hello', Message: 'Text' });
    expect(response.statusCode).toBe(225);
    expect(errorsOf(response)[0]?.Number).toBe(serverErrors.notFound.Number);
  });

  describe('refused attachments store nothing', () => {
    let claimNumber: string;
    beforeAll(async () => {
      claimNumber = uniqueClaimNumber();
      await putClaimant(t, key, 'MSG-REFUSALS', claimantBody(claimNumber));
    });

    it('refuses an executable renamed .pdf and deletes the attachment already written', async () => {
      const before = await counts();
      const response = await send({
        ClaimNumber: claimNumber,
        Subject: 'Two files',
        Message: 'See attached',
        Attachments: [
          { Filename: 'good.pdf', Data: base64(samples.pdf) },
          { Filename: 'invoice.pdf', Data: base64(samples.windowsExecutable) },
        ],
      });
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)).toEqual([
        {
          Number: serverErrors.providerAttachmentType.Number,
          Message:
            'Attachment "invoice.pdf" is not an accepted document type, or its content does not match its name.',
        },
      ]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a file type the portal does not accept', async () => {
      const before = await counts();
      const response = await send({
        ClaimNumber: claimNumber,
        Subject: 'Program',
        Message: 'x',
        Attachments: [{ Filename: 'setup.exe', Data: base64(samples.windowsExecutable) }],
      });
      expect(errorsOf(response)[0]?.Number).toBe(serverErrors.providerAttachmentType.Number);
      expect(await counts()).toEqual(before);
    });

    it('refuses an attachment of 10MB or more', async () => {
      const before = await counts();
      const big = Buffer.alloc(10_485_760, 0x20);
      samples.pdf.copy(big);
      const response = await send({
        ClaimNumber: claimNumber,
        Subject: 'Big',
        Message: 'x',
        Attachments: [{ Filename: 'big.pdf', Data: base64(big) }],
      });
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)).toEqual([
        {
          Number: serverErrors.providerAttachmentTooLarge.Number,
          Message: 'Attachment "big.pdf" must be below 10MB.',
        },
      ]);
      expect(await counts()).toEqual(before);
    });

    it('refuses data that is not base64', async () => {
      const before = await counts();
      for (const data of ['not base64 at all!', 'QUJD=RA==', 'QUJDR']) {
        const response = await send({
          ClaimNumber: claimNumber,
          Subject: 'Broken',
          Message: 'x',
          Attachments: [{ Filename: 'letter.pdf', Data: data }],
        });
        expect(response.statusCode, data).toBe(225);
        expect(errorsOf(response)).toEqual([
          {
            Number: serverErrors.providerAttachmentNotBase64.Number,
            Message: 'Attachment "letter.pdf" is not valid base64 data.',
          },
        ]);
      }
      expect(await counts()).toEqual(before);
    });

    it('answers 415 for a message without a subject or with too many attachments', async () => {
      const noSubject = await send({ ClaimNumber: claimNumber, Subject: '  ', Message: 'x' });
      expect(noSubject.statusCode).toBe(415);
      const attachment = { Filename: 'a.pdf', Data: base64(samples.pdf) };
      const tooMany = await send({
        ClaimNumber: claimNumber,
        Subject: 'Many',
        Message: 'x',
        Attachments: [attachment, attachment, attachment, attachment, attachment],
      });
      expect(tooMany.statusCode).toBe(415);
    });
  });
});
