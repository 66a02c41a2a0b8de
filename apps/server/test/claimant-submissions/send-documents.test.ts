import { createHash } from 'node:crypto';
import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { errorsOf, samples, seedDemoWithFiles, signIn, storedFileCount } from '../files/files-fixtures.js';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import {
  type DraftAnswer,
  call,
  medicalCertificate,
  taxFileDeclaration,
  uploadDocument,
  uploadedId,
} from './send-documents-fixtures.js';

const text = messages.sendDocuments;

describe('Send documents on the claimant-submission pipeline', () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let sam: { token: string; claimantId: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    sam = await signIn(t, 'sam@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  /**
   * The draft answer, each file as Filename and FileID only (file states have their own test), without
   * its age (SavedMsAgo: draft-saved-age.test.ts).
   */
  const draftOf = async (token: string, path = endpoints.getDraftDocumentForm.path) => {
    const answer = (await call(t, path, token)).json() as (DraftAnswer & { SavedMsAgo?: number }) | null;
    if (!answer) return answer;
    const { SavedMsAgo: _age, ...draft } = answer;
    return { ...draft, Documents: draft.Documents.map(({ Filename, FileID }) => ({ Filename, FileID })) };
  };
  const discard = (token: string) => call(t, endpoints.discardDraftDocuments.path, token);
  const submit = (token: string, body: Record<string, unknown>) =>
    call(t, endpoints.submitDocumentForm.path, token, body);

  // Each test starts with no documents draft for Alex or Sam, a minute after the tests before it (so what
  // it sends is the newest of the newest-first lists).
  beforeEach(async () => {
    for (const who of [alex, sam]) await discard(who.token);
    t.clock.advanceMinutes(1);
  });

  it("seeds Alex's demo draft with its file", async () => {
    // The other tests discard Alex's draft: the demo's is read on an app of its own, freshly seeded.
    const seeded = await createTestApp();
    try {
      await seedDemoWithFiles(seeded);
      const { token } = await signIn(seeded, 'alex@example.com');
      const draft = (
        await call(seeded, endpoints.getDraftDocumentForm.path, token)
      ).json() as DraftAnswer | null;
      expect(draft).toMatchObject({ DocumentType: { Id: 2, Item: 'Certificate of capacity' } });
      expect(draft?.Documents.map((file) => file.Filename)).toEqual(['certificate-of-capacity-update.pdf']);
      // Edited 26 hours before the seed's clock (2026-03-01 11:00 in Melbourne).
      expect((await call(seeded, endpoints.getDraftDates.path, token)).json()).toEqual({
        DocumentsDate: '28/02/2026',
      });
      expect((await call(seeded, endpoints.discardDraftDocuments.path, token)).json()).toBe(true);
    } finally {
      await seeded.close();
    }
  });

  it('keeps a draft across saves and uploads, answers its date, and submits it into sent items and the provider API', async () => {
    expect(await draftOf(alex.token)).toBeNull();
    expect((await call(t, endpoints.getDraftDates.path, alex.token)).json()).toEqual({ DocumentsDate: null });

    const saved = await call(t, endpoints.updateDocumentForm.path, alex.token, {
      DocumentType: medicalCertificate,
    });
    expect(saved.json()).toBe(true);
    await call(t, endpoints.updateDocumentForm.path, alex.token, { Description: 'From Dr Hoang' });
    const first = await uploadedId(t, alex.token, 'certificate.pdf', samples.pdf);
    t.clock.advanceMinutes(1);
    const second = await uploadedId(t, alex.token, 'scan.png', samples.png);

    const raw = (await call(t, endpoints.getDraftDocumentForm.path, alex.token)).json() as {
      Documents: { State: string; Sha256: string }[];
    };
    // Per-file receipt: stored with its hash and checked by type and size before the row existed.
    expect(raw.Documents.map(({ State, Sha256 }) => ({ State, Sha256 }))).toEqual([
      { State: 'checked', Sha256: sha256(samples.pdf) },
      { State: 'checked', Sha256: sha256(samples.png) },
    ]);
    expect(await draftOf(alex.token)).toEqual({
      DocumentType: medicalCertificate,
      Description: 'From Dr Hoang',
      Documents: [
        { Filename: 'certificate.pdf', FileID: first },
        { Filename: 'scan.png', FileID: second },
      ],
    });
    // The test clock is minutes after 2026-03-01T00:00Z: 11:00 on 1 March in Melbourne.
    expect((await call(t, endpoints.getDraftDates.path, alex.token)).json()).toEqual({
      DocumentsDate: '01/03/2026',
    });

    const documents = [
      { Filename: 'certificate.pdf', FileID: first },
      { Filename: 'scan.png', FileID: second },
    ];
    const submitted = await submit(alex.token, {
      DocumentType: { Id: medicalCertificate.Id, Item: 'anything the client says' },
      Description: '  From Dr Hoang  ',
      Documents: documents,
    });
    expect(submitted.json()).toBe(true);
    expect(await draftOf(alex.token)).toBeNull();

    const sent = (
      await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 10 })
    ).json() as { SentItems: { SubjectMain: string; Message: string; Files: unknown[] }[] };
    expect(sent.SentItems[0]).toMatchObject({
      SubjectMain: 'Medical certificate',
      Message: 'From Dr Hoang',
      Files: documents,
    });

    const { key } = await newProviderKey(t);
    const listed = (
      await callProvider(t.app, { method: 'GET', url: '/provider/v1/submissions', key })
    ).json() as {
      Submissions: { Kind: string; Data: unknown; Files: { FileId: string; Sha256: string }[] }[];
    };
    const ours = listed.Submissions.find(
      (s) => s.Kind === 'documents' && s.Files.some((f) => f.FileId === first),
    );
    expect(ours?.Data).toEqual({ DocumentType: medicalCertificate, Description: 'From Dr Hoang' });
    expect(ours?.Files.map((f) => f.Sha256)).toEqual([sha256(samples.pdf), sha256(samples.png)]);
    const bytes = await callProvider(t.app, { method: 'GET', url: `/provider/v1/files/${first}`, key });
    expect(bytes.rawPayload).toEqual(samples.pdf);
  });

  it('shows a read receipt on the sent item once the provider marks the submission received', async () => {
    await discard(alex.token);
    await call(t, endpoints.updateDocumentForm.path, alex.token, { DocumentType: medicalCertificate });
    const id = await uploadedId(t, alex.token, 'receipt-me.pdf', samples.pdf);
    await submit(alex.token, {
      DocumentType: medicalCertificate,
      Description: 'read receipt',
      Documents: [{ Filename: 'receipt-me.pdf', FileID: id }],
    });
    const firstSent = async () =>
      (
        (await call(t, endpoints.getSentItems.path, alex.token, { Offset: 0, Amount: 1 })).json() as {
          SentItems: { Message: string; ReceivedDate: string | null }[];
        }
      ).SentItems[0];
    expect(await firstSent()).toMatchObject({ Message: 'read receipt', ReceivedDate: null });

    const link = await t.database.db
      .selectFrom('submission_files')
      .select('submission_id')
      .where('file_id', '=', id)
      .executeTakeFirstOrThrow();
    const { key } = await newProviderKey(t);
    // The test clock, minutes after 2026-03-01T00:00Z, is 11:00 on 1 March in Melbourne.
    const marked = await callProvider(t.app, {
      method: 'POST',
      url: `/provider/v1/submissions/${link.submission_id}/received`,
      key,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await firstSent()).toMatchObject({ Message: 'read receipt', ReceivedDate: '01/03/2026' });
  });

  describe('the rules of part 2 §5, each refusal changing nothing', () => {
    let fileId: string;
    // A draft of one file for each rule (a refusal changes nothing, but an accepted submit ends it).
    beforeEach(async () => {
      await call(t, endpoints.updateDocumentForm.path, alex.token, { DocumentType: medicalCertificate });
      fileId = await uploadedId(t, alex.token, 'kept.pdf', samples.pdf);
    });
    const files = () => [{ Filename: 'kept.pdf', FileID: fileId }];

    async function expectRefused(body: Record<string, unknown>, number: number, message?: string) {
      const before = await draftOf(alex.token);
      const response = await submit(alex.token, body);
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response)[0]).toEqual({ Number: number, Message: message ?? expect.any(String) });
      expect(await draftOf(alex.token)).toEqual(before);
      expect(before?.Documents).toHaveLength(1);
    }

    it('refuses a document type that is not on the DocumentFormTypes list', async () => {
      await expectRefused(
        { DocumentType: { Id: 999, Item: 'Medical certificate' }, Description: 'x', Documents: files() },
        serverErrors.invalidRequest.Number,
        text.documentType,
      );
    });

    it('answers 415 when the document type is missing altogether', async () => {
      const response = await submit(alex.token, { Description: 'x', Documents: files() });
      expect(response.statusCode).toBe(415);
    });

    it('requires a message, blank counting as none', async () => {
      for (const Description of [undefined, '', '   ']) {
        await expectRefused(
          { DocumentType: medicalCertificate, Description, Documents: files() },
          serverErrors.invalidRequest.Number,
          text.messageRequired,
        );
      }
    });

    it('refuses a message of 1001 characters (counted as characters, not UTF-16 units)', async () => {
      await expectRefused(
        { DocumentType: medicalCertificate, Description: 'é'.repeat(1001), Documents: files() },
        serverErrors.invalidRequest.Number,
        text.messageMax,
      );
    });

    it('refuses an authorisation box sent unticked (Authorised false); absent is the spec wire, accepted', async () => {
      await expectRefused(
        { DocumentType: medicalCertificate, Description: 'x', Documents: files(), Authorised: false },
        serverErrors.invalidRequest.Number,
        text.authorisation,
      );
    });

    it('requires at least one file', async () => {
      await expectRefused(
        { DocumentType: medicalCertificate, Description: 'x', Documents: [] },
        serverErrors.fileMissing.Number,
        text.fileRequired,
      );
    });

    it('refuses a file id that is not a pending file of this draft (unknown, or still uploading)', async () => {
      await expectRefused(
        {
          DocumentType: medicalCertificate,
          Description: 'x',
          Documents: [...files(), { Filename: 'later.pdf', FileID: 'not-uploaded-yet' }],
        },
        serverErrors.notFound.Number,
      );
    });

    it('accepts exactly 1000 characters', async () => {
      expect(
        (
          await submit(alex.token, {
            DocumentType: medicalCertificate,
            Description: '😀'.repeat(1000),
            Documents: files(),
          })
        ).json(),
      ).toBe(true);
    });

    it('takes no message for the Tax File Declaration Form and records none', async () => {
      const id = await uploadedId(t, alex.token, 'tfd.pdf', samples.pdf);
      const response = await submit(alex.token, {
        DocumentType: taxFileDeclaration,
        Description: 'typed before the type changed',
        Documents: [{ Filename: 'tfd.pdf', FileID: id }],
      });
      expect(response.json()).toBe(true);
      const row = await t.database.db
        .selectFrom('submission_files')
        .innerJoin('submissions', 'submissions.id', 'submission_files.submission_id')
        .select(['submissions.data'])
        .where('submission_files.file_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.data)).toEqual({ DocumentType: taxFileDeclaration, Description: '' });
    });
  });

  describe('files', () => {
    it('refuses a file whose bytes are not its type (171) or of 10 MB (170), storing nothing', async () => {
      for (const [name, content, number] of [
        ['invoice.pdf', samples.windowsExecutable, serverErrors.fileTypeNotAccepted.Number],
        [
          'big.pdf',
          Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)]),
          serverErrors.fileTooLarge.Number,
        ],
      ] as const) {
        const before = storedFileCount(t);
        const rows = (await t.database.db.selectFrom('stored_files').select('id').execute()).length;
        const response = await uploadDocument(t, alex.token, name, content);
        expect(errorsOf(response)[0]?.Number).toBe(number);
        expect(storedFileCount(t)).toBe(before);
        expect((await t.database.db.selectFrom('stored_files').select('id').execute()).length).toBe(rows);
      }
    });

    it('discarding the draft discards its files and deletes their bytes', async () => {
      await discard(alex.token);
      const id = await uploadedId(t, alex.token, 'gone.pdf', samples.pdf);
      const key = (
        await t.database.db
          .selectFrom('stored_files')
          .select('storage_key')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).storage_key;
      expect((await discard(alex.token)).json()).toBe(true);
      expect(await draftOf(alex.token)).toBeNull();
      const row = await t.database.db
        .selectFrom('stored_files')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('discarded');
      await expect(t.app.storage.get(key)).rejects.toThrow();
      expect((await discard(alex.token)).json()).toBe(true);
    });

    it('discardfile removes one file from the draft', async () => {
      const keep = await uploadedId(t, alex.token, 'keep.pdf', samples.pdf);
      t.clock.advanceMinutes(1);
      const drop = await uploadedId(t, alex.token, 'drop.pdf', samples.pdf);
      expect((await call(t, endpoints.discardFile.path, alex.token, { FileId: drop })).json()).toBe(true);
      expect((await draftOf(alex.token))?.Documents).toEqual([{ Filename: 'keep.pdf', FileID: keep }]);
      await discard(alex.token);
    });
  });

  describe('two claimants, every id', () => {
    let alexFile: string;
    let alexDraftId: string;
    beforeEach(async () => {
      await call(t, endpoints.updateDocumentForm.path, alex.token, {
        DocumentType: medicalCertificate,
        Description: 'mine',
      });
      alexFile = await uploadedId(t, alex.token, 'alex.pdf', samples.pdf);
      alexDraftId = (
        await t.database.db
          .selectFrom('stored_files')
          .select('form_id')
          .where('id', '=', alexFile)
          .executeTakeFirstOrThrow()
      ).form_id as string;
    });

    it("Sam never sees, reads, discards, submits or uploads into Alex's draft or files", async () => {
      expect(await draftOf(sam.token)).toBeNull();
      expect(
        errorsOf(await call(t, endpoints.getFileContent.path, sam.token, { Identifier: alexFile }))[0]
          ?.Number,
      ).toBe(serverErrors.notFound.Number);
      expect(
        errorsOf(await call(t, endpoints.discardFile.path, sam.token, { FileId: alexFile }))[0]?.Number,
      ).toBe(serverErrors.notFound.Number);
      await call(t, endpoints.updateDocumentForm.path, sam.token, { DocumentType: medicalCertificate });
      const stolen = await submit(sam.token, {
        DocumentType: medicalCertificate,
        Description: 'x',
        Documents: [{ Filename: 'alex.pdf', FileID: alexFile }],
      });
      expect(errorsOf(stolen)[0]?.Number).toBe(serverErrors.notFound.Number);
      const intoAlexDraft = await uploadDocument(t, sam.token, 'sam.pdf', samples.pdf, [
        { name: 'FormId', value: alexDraftId },
      ]);
      expect(errorsOf(intoAlexDraft)[0]?.Number).toBe(serverErrors.notFound.Number);
      await discard(sam.token);

      expect(await draftOf(alex.token)).toEqual({
        DocumentType: medicalCertificate,
        Description: 'mine',
        Documents: [{ Filename: 'alex.pdf', FileID: alexFile }],
      });
    });
  });

  describe('the generic {type} calls', () => {
    it('serve the documents draft through updateform, getdraft, discarddraft and submit', async () => {
      await discard(alex.token);
      const D = '/api/documentupload';
      expect(
        (
          await call(t, `${D}/updateform/documents`, alex.token, {
            DocumentType: medicalCertificate,
            Description: 'generic',
          })
        ).json(),
      ).toBe(true);
      const id = await uploadedId(t, alex.token, 'generic.pdf', samples.pdf);
      const named = await draftOf(alex.token);
      expect(await draftOf(alex.token, `${D}/getdraft/documents`)).toEqual(named);
      expect(named?.Description).toBe('generic');
      expect(
        (
          await call(t, `${D}/submit/documents`, alex.token, {
            DocumentType: medicalCertificate,
            Description: 'generic',
            Documents: [{ Filename: 'generic.pdf', FileID: id }],
          })
        ).json(),
      ).toBe(true);
      expect(await draftOf(alex.token, `${D}/getdraft/documents`)).toBeNull();
      expect((await call(t, `${D}/discarddraft/documents`, alex.token)).json()).toBe(true);
    });

    it('serve receipts as a kind of its own, and answer 415 for an unknown type', async () => {
      const D = '/api/documentupload';
      await call(t, `${D}/updateform/receipts`, alex.token, { Description: 'receipt text', PayOther: 2 });
      expect((await call(t, `${D}/getdraft/receipts`, alex.token)).json()).toMatchObject({
        Description: 'receipt text',
        PayOther: 2,
        Documents: [],
      });
      expect((await call(t, `${D}/getdraft/documents`, alex.token)).json()).not.toMatchObject({
        Description: 'receipt text',
      });
      expect((await call(t, `${D}/discarddraft/receipts`, alex.token)).json()).toBe(true);
      expect((await call(t, `${D}/getdraft/letters`, alex.token)).statusCode).toBe(415);
    });
  });

  it('of parallel submits of one draft exactly one wins; one submission, one sent item', async () => {
    await discard(alex.token);
    await call(t, endpoints.updateDocumentForm.path, alex.token, {
      DocumentType: medicalCertificate,
      Description: 'race',
    });
    const id = await uploadedId(t, alex.token, 'race.pdf', samples.pdf);
    const body = {
      DocumentType: medicalCertificate,
      Description: 'race',
      Documents: [{ Filename: 'race.pdf', FileID: id }],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(alex.token, body)));
    const wins = answers.filter((answer) => answer.statusCode === 200);
    expect(wins).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(errorsOf(answer)[0]?.Number).toBe(serverErrors.draftNotFound.Number);
    }
    const links = await t.database.db
      .selectFrom('submission_files')
      .select('submission_id')
      .where('file_id', '=', id)
      .execute();
    expect(links).toHaveLength(1);
    const sentItems = await t.database.db
      .selectFrom('sent_items')
      .select('id')
      .where('submission_id', '=', links[0]?.submission_id ?? '')
      .execute();
    expect(sentItems).toHaveLength(1);
  });
});
