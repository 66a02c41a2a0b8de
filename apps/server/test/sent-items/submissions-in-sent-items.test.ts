import {
  type GetFileContentResponse,
  type GetMessagesResponse,
  type GetSentItemsResponse,
  endpoints,
  messages,
} from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  postJson,
  samples,
  seedDemoWithFiles,
  signIn,
  uploadDetailsFile,
  validDetailsForm,
} from '../files/files-fixtures.js';
import { ok } from '../inbox/messaging-fixtures.js';

/** Sent items and the inbox over the demo data and a real submission (RESOLUTIONS.md "Data the server must own"). */

const { getSentItems, getMessages, getUnreadMessageCount, getFileContent } = endpoints;
/** The SentItemTypes id of "Personal details" (db/seed/reference-lists.ts). */
const PERSONAL_DETAILS_TYPE = 11;

let t: TestApp;
let alex: { token: string; claimantId: string };
let demoSentItemIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWithFiles(t);
  alex = await signIn(t, 'alex@example.com');
  demoSentItemIds = (await t.database.db.selectFrom('sent_items').select('id').execute()).map(
    (row) => row.id,
  );
});
// One test adds a sent item, another counts the demo's: each starts with the demo's sent items only.
beforeEach(async () => {
  await t.database.db.deleteFrom('sent_items').where('id', 'not in', demoSentItemIds).execute();
});
afterAll(async () => {
  await t.close();
});

const sentItems = async (query: object = {}) =>
  ok<GetSentItemsResponse>(
    await postJson(t, getSentItems.path, { AccessToken: alex.token, Offset: 0, Amount: 10, ...query }),
  );

async function download(fileId: string): Promise<GetFileContentResponse> {
  return ok<GetFileContentResponse>(
    await postJson(t, getFileContent.path, { AccessToken: alex.token, Identifier: fileId }),
  );
}

describe('sent items of the demo claimant', () => {
  it("lists Alex's demo submissions newest first, each with its files, which download", async () => {
    const page = await sentItems();
    expect(page.Total).toBe(4);
    expect(page.SentItems.map((item) => [item.SubjectMain, item.Files.map((f) => f.Filename)])).toEqual([
      ['Travel', []],
      ['Other', []],
      ['Reimbursement', ['pharmacy-receipt.png']],
      ['Certificate of capacity', ['certificate-of-capacity.pdf']],
    ]);
    const receipt = page.SentItems[2]!.Files[0]!;
    expect((await download(receipt.FileID)).Filename).toBe('pharmacy-receipt.png');
  });

  it('adds a personal-details change request, with its uploaded file, at the top of sent items', async () => {
    const start = await postJson(t, endpoints.updatePersonalDetails.path, {
      AccessToken: alex.token,
      ...validDetailsForm,
    });
    const { Identifier: formId } = ok<{ Identifier: string }>(start);
    const upload = await uploadDetailsFile(t, alex.token, formId, 'marriage-certificate.pdf', samples.pdf);
    const { FileId } = ok<{ FileId: string }>(upload);
    ok(await postJson(t, endpoints.submitDetailsRequest.path, { AccessToken: alex.token, FormId: formId }));

    const page = await sentItems();
    expect(page.Total).toBe(5);
    const newest = page.SentItems[0]!;
    expect(newest.SubjectMain).toBe(messages.myDetails.personalDetails.sentItemSubject);
    expect(newest.Message).toContain('Newname');
    expect(newest.Files).toEqual([{ Filename: 'marriage-certificate.pdf', FileID: FileId }]);
    expect((await download(FileId)).Data).toBe(samples.pdf.toString('base64'));

    const filtered = await sentItems({ RequestType: PERSONAL_DETAILS_TYPE });
    expect(filtered.SentItems.map((item) => item.SubjectMain)).toEqual([
      messages.myDetails.personalDetails.sentItemSubject,
    ]);
  });
});

describe('inbox of the demo claimant', () => {
  it("lists Alex's demo messages with the unread count and attachments that download", async () => {
    const page = ok<GetMessagesResponse>(
      await postJson(t, getMessages.path, { AccessToken: alex.token, Offset: 0, Amount: 100 }),
    );
    expect(page.Total).toBe(27);
    expect(page.Items[0]?.Subject).toBe('Your enquiry about travel expenses');
    expect(ok<number>(await postJson(t, getUnreadMessageCount.path, { AccessToken: alex.token }))).toBe(
      page.Items.filter((item) => !item.Read).length,
    );
    const withTwo = page.Items.find((item) => item.Attachments.length === 2);
    expect(withTwo?.Subject).toBe('Appointment reminder: independent medical examination');
    const file = await download(withTwo!.Attachments[0]!.FileID);
    expect(file.Filename).toBe(withTwo!.Attachments[0]!.Filename);
  });
});
