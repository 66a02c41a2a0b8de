// What's happening (issue 32): gettimeline answers the selected, still linked claim's entries newest
// first, ten at a time, by a keyset cursor (ties on one timestamp included); another claimant or an
// unlinked claim gets nothing, a forged cursor is refused with the envelope, and a letter is read
// through getfilecontent by the claim's claimants only.
import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from '../files/files-fixtures.js';
import { insertClaimant, linkClaim, signedInOn } from '../inbox/messaging-fixtures.js';
import { newProviderKey } from '../provider-api/provider-test-support.js';
import { createProviderTestApp } from '../provider-claimants/provider-data-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import {
  getTimeline,
  insertEvent,
  putEvent,
  readFile,
  timelineCall,
  wholeTimeline,
} from './timeline-fixtures.js';

describe("What's happening: the claimant's timeline", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof insertClaimant>>;
  let ownerToken: string;
  let otherToken: string;
  let claimId: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    owner = await insertClaimant(t, 'Owner');
    claimId = owner.claimIds[0]!;
    ownerToken = await signedInOn(t, owner.claimantId, claimId);
    const other = await insertClaimant(t, 'Other');
    otherToken = await signedInOn(t, other.claimantId, other.claimIds[0]!);
  });
  afterAll(async () => t.close());

  it('answers an empty first page and no cursor for a claim with nothing on it', async () => {
    expect(await getTimeline(t, otherToken)).toEqual({ Items: [], Next: null });
  });

  it('pages 25 entries ten at a time, newest first, with ties on one time ordered by id, none lost or repeated', async () => {
    const base = Date.parse('2026-06-01T00:00:00.000Z');
    const ids: { id: string; at: string }[] = [];
    for (let i = 0; i < 25; i++) {
      // Five entries share each time: the cursor must step through ties by id.
      const at = new Date(base + Math.floor(i / 5) * 3_600_000).toISOString();
      const id = `e${String(i).padStart(2, '0')}`;
      await insertEvent(t, { claimId, occurredAt: at, id, title: `Event ${i}` });
      ids.push({ id, at });
    }
    const pages = await wholeTimeline(t, ownerToken);
    expect(pages.map((page) => page.Items.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.Next === null)).toEqual([false, false, true]);
    const expected = [...ids].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    expect(pages.flatMap((page) => page.Items.map((item) => item.EntryId))).toEqual(
      expected.map((e) => e.id),
    );
    const first = pages[0]!.Items[0]!;
    expect(first).toEqual({
      EntryId: 'e24',
      Kind: 'provider',
      Date: '01/06/2026',
      Time: '2:00 pm',
      Title: 'Event 24',
      Body: '',
      Attachments: [],
      Link: null,
    });
  });

  it('shows dates in Melbourne time: 23:30 UTC is the next day there', async () => {
    const fresh = await insertClaimant(t, 'Fresh');
    const token = await signedInOn(t, fresh.claimantId, fresh.claimIds[0]!);
    await insertEvent(t, {
      claimId: fresh.claimIds[0]!,
      occurredAt: '2026-06-30T23:30:00.000Z',
      title: 'Late',
    });
    const [entry] = (await getTimeline(t, token)).Items;
    expect([entry?.Date, entry?.Time]).toEqual(['01/07/2026', '9:30 am']);
  });

  it("never shows another claimant's entries, nor from a cursor made of their position", async () => {
    const page = await getTimeline(t, otherToken);
    expect(page).toEqual({ Items: [], Next: null });
    const cursor = Buffer.from('2100-01-01T00:00:00.000Z|zzzz', 'utf8').toString('base64url');
    expect(await getTimeline(t, otherToken, cursor)).toEqual({ Items: [], Next: null });
  });

  it('refuses a forged cursor with the envelope (320), whatever its shape', async () => {
    const forged = [
      'not a cursor',
      Buffer.from('yesterday|e1').toString('base64url'),
      Buffer.from('2026-06-01T00:00:00.000Z').toString('base64url'),
      Buffer.from('2026-06-01T00:00:00.000Z|e1|more').toString('base64url'),
      Buffer.from("2026-06-01T00:00:00.000Z|e1' or 1=1 --").toString('base64url'),
      Buffer.from('2026-13-45T00:00:00.000Z|e1').toString('base64url'),
    ];
    for (const cursor of forged) {
      const response = await timelineCall(t, ownerToken, cursor);
      expect(response.statusCode, cursor).toBe(225);
      expect(errorsOf(response)).toEqual([serverErrors.timelineCursor]);
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/timeline/gettimeline',
      payload: { AccessToken: ownerToken, Before: 42 },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('shows nothing once the claim is unlinked, though the session still has it selected', async () => {
    const shared = await insertClaimant(t, 'Shared');
    const partner = await insertClaimant(t, 'Partner', 0);
    await linkClaim(t, partner.claimantId, shared.claimIds[0]!);
    await insertEvent(t, { claimId: shared.claimIds[0]!, title: 'Shared event' });
    const token = await signedInOn(t, partner.claimantId, shared.claimIds[0]!);
    expect((await getTimeline(t, token)).Items.map((item) => item.Title)).toEqual(['Shared event']);
    await t.database.db.deleteFrom('claimant_claims').where('claimant_id', '=', partner.claimantId).execute();
    expect(await getTimeline(t, token)).toEqual({ Items: [], Next: null });
  });

  it("lets the claim's claimants download a letter, nobody else, and nobody once unlinked", async () => {
    const { key } = await newProviderKey(t);
    const claim = await t.database.db
      .selectFrom('claims')
      .select('number')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    const letter = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const put = await putEvent(t, key, 'LETTER-1', {
      ClaimNumber: claim.number,
      Date: '2100-01-01T00:00:00+11:00',
      Title: 'Decision',
      Attachments: [{ Filename: 'Decision.pdf', Data: letter.toString('base64') }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const [newest] = (await getTimeline(t, ownerToken)).Items;
    expect(newest).toMatchObject({ Title: 'Decision', Attachments: [{ Filename: 'Decision.pdf' }] });
    const fileId = newest!.Attachments[0]!.FileID;
    const read = await readFile(t, ownerToken, fileId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      Data: letter.toString('base64'),
      MimeType: 'application/pdf',
      Filename: 'Decision.pdf',
    });

    const stranger = await readFile(t, otherToken, fileId);
    expect(stranger.statusCode).toBe(225);
    expect(errorsOf(stranger)[0]?.Number).toBe(serverErrors.notFound.Number);

    // Another claim of the same claimant selected: the letter is not on that claim.
    await linkClaim(t, owner.claimantId, (await insertClaimant(t, 'Second')).claimIds[0]!);
    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', owner.claimantId)
      .where('claim_id', '=', claimId)
      .execute();
    expect((await readFile(t, ownerToken, fileId)).statusCode).toBe(225);
  });
});
