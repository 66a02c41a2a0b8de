import { type GetSentItemsResponse, MESSAGES_PER_CALL_MAX, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  type ClaimantFixture,
  call,
  errorNumbers,
  insertClaimant,
  linkClaim,
  ok,
  signedInOn,
} from '../inbox/messaging-fixtures.js';
import { insertSentItemTypes, insertSentItems } from './sent-items-fixtures.js';

const { getSentItems } = endpoints;
/** 11:00 on Wednesday 8 April 2026 in Melbourne (AEST; daylight saving ended on 5 April). */
const NOW = new Date('2026-04-08T01:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = NOW;
  await insertSentItemTypes(t);
});
afterAll(async () => {
  await t.close();
});

async function list(token: string, query: object): Promise<GetSentItemsResponse> {
  return ok<GetSentItemsResponse>(await call(t, getSentItems.path, { AccessToken: token, ...query }));
}
const subjects = (page: GetSentItemsResponse) => page.SentItems.map((item) => item.SubjectMain);
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `Item ${String(from + i).padStart(3, '0')}`);
function hourly(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    subjectMain: `Item ${String(i).padStart(3, '0')}`,
    sentAt: new Date(Date.parse('2026-04-08T00:00:00.000Z') - i * 3_600_000).toISOString(),
  }));
}
async function ownerWith(name: string, items: Parameters<typeof insertSentItems>[2]) {
  const claimant = await insertClaimant(t, name);
  await insertSentItems(t, { claimantId: claimant.claimantId, claimId: claimant.claimIds[0]! }, items);
  return signedInOn(t, claimant.claimantId, claimant.claimIds[0]!);
}

describe('getsentitems paging (Amount is a count)', () => {
  let token: string;
  beforeAll(async () => {
    token = await ownerWith('Alex', hourly(25));
  });

  it('answers the first 10, newest first, then each load more of 10 from Offset = End', async () => {
    const first = await list(token, { Offset: 0, Amount: 10 });
    expect([first.Start, first.End, first.Total]).toEqual([0, 10, 25]);
    expect(subjects(first)).toEqual(numbered(0, 10));
    const second = await list(token, { Offset: 10, Amount: 10 });
    expect([second.Start, second.End, second.Total]).toEqual([10, 20, 25]);
    expect(subjects(second)).toEqual(numbered(10, 20));
    const last = await list(token, { Offset: 20, Amount: 10 });
    expect([last.Start, last.End, last.Total]).toEqual([20, 25, 25]);
    expect(subjects(last)).toEqual(numbered(20, 25));
  });

  it('answers no items past the end or for Amount 0', async () => {
    expect(await list(token, { Offset: 25, Amount: 10 })).toEqual({
      Start: 25,
      End: 25,
      Total: 25,
      SentItems: [],
    });
    expect(await list(token, { Offset: 99, Amount: 10 })).toEqual({
      Start: 99,
      End: 99,
      Total: 25,
      SentItems: [],
    });
    expect(await list(token, { Offset: 0, Amount: 0 })).toEqual({
      Start: 0,
      End: 0,
      Total: 25,
      SentItems: [],
    });
  });

  it(`answers at most ${MESSAGES_PER_CALL_MAX} items a call`, async () => {
    const many = await ownerWith('Many', hourly(MESSAGES_PER_CALL_MAX + 3));
    const page = await list(many, { Offset: 0, Amount: 500 });
    expect([page.Start, page.End, page.Total]).toEqual([0, MESSAGES_PER_CALL_MAX, MESSAGES_PER_CALL_MAX + 3]);
    expect(subjects(page)).toEqual(numbered(0, MESSAGES_PER_CALL_MAX));
  });

  it('keeps a stable order for items sent at the same moment, by id', async () => {
    const at = '2026-04-02T00:00:00.000Z';
    const ties = await ownerWith(
      'Ties',
      ['tie-b', 'tie-d', 'tie-a', 'tie-c'].map((id) => ({ id, subjectMain: id, sentAt: at })),
    );
    const seen: string[] = [];
    for (let offset = 0; offset < 4; offset += 3) {
      seen.push(...subjects(await list(ties, { Offset: offset, Amount: 3 })));
    }
    expect(seen).toEqual(['tie-d', 'tie-c', 'tie-b', 'tie-a']);
  });
});

describe('getsentitems item fields', () => {
  it('answers each item with its Melbourne time and date, subjects, message and files in order', async () => {
    const token = await ownerWith('Sam', [
      {
        sentAt: '2026-04-07T08:30:00.000Z',
        subjectMain: 'Travel',
        subjectOther: null,
        message: 'Is parking covered?',
        files: ['ticket.pdf', 'receipt.png'],
      },
      {
        sentAt: '2026-04-01T23:05:00.000Z',
        subjectMain: 'Other',
        subjectOther: 'Physio invoices',
        message: 'Could you check it?',
      },
      { sentAt: '2026-03-20T01:00:00.000Z', subjectMain: 'Old', withoutSubmission: true },
    ]);
    const page = await list(token, { Offset: 0, Amount: 10 });
    expect(
      page.SentItems.map(({ Files, ...item }) => ({ ...item, Files: Files.map((f) => f.Filename) })),
    ).toEqual([
      {
        Time: '6:30 pm',
        Date: '07/04/2026',
        SubjectMain: 'Travel',
        SubjectOther: '',
        Message: 'Is parking covered?',
        Files: ['ticket.pdf', 'receipt.png'],
        Selected: false,
        ReceivedDate: null,
        PaymentStatus: null,
        // Issue 32: no payment pays these (none is a reimbursement).
        Payment: null,
      },
      {
        // Daylight saving time (+11) until 5 April.
        Time: '10:05 am',
        Date: '02/04/2026',
        SubjectMain: 'Other',
        SubjectOther: 'Physio invoices',
        Message: 'Could you check it?',
        Files: [],
        Selected: false,
        ReceivedDate: null,
        PaymentStatus: null,
        // Issue 32: no payment pays these (none is a reimbursement).
        Payment: null,
      },
      {
        Time: '12:00 pm',
        Date: '20/03/2026',
        SubjectMain: 'Old',
        SubjectOther: '',
        Message: 'The text of the item.',
        Files: [],
        Selected: false,
        ReceivedDate: null,
        PaymentStatus: null,
        // Issue 32: no payment pays these (none is a reimbursement).
        Payment: null,
      },
    ]);
    for (const file of page.SentItems[0]!.Files) expect(file.FileID).toEqual(expect.any(String));
  });
});

describe('getsentitems ownership', () => {
  let alex: ClaimantFixture;
  let sam: ClaimantFixture;
  beforeAll(async () => {
    alex = await insertClaimant(t, 'Alex', 2);
    sam = await insertClaimant(t, 'Sam');
    // Sam is also linked to Alex's first claim (a claim two people share).
    await linkClaim(t, sam.claimantId, alex.claimIds[0]!);
    await insertSentItems(t, { claimantId: alex.claimantId, claimId: alex.claimIds[0]! }, [
      { subjectMain: 'Alex first claim', sentAt: '2026-04-01T00:00:00.000Z' },
    ]);
    await insertSentItems(t, { claimantId: alex.claimantId, claimId: alex.claimIds[1]! }, [
      { subjectMain: 'Alex second claim', sentAt: '2026-04-02T00:00:00.000Z' },
    ]);
    await insertSentItems(t, { claimantId: sam.claimantId, claimId: alex.claimIds[0]! }, [
      { subjectMain: 'Sam on the shared claim', sentAt: '2026-04-03T00:00:00.000Z' },
    ]);
  });

  it("lists only the claimant's own items on the selected claim", async () => {
    const onFirst = await signedInOn(t, alex.claimantId, alex.claimIds[0]!);
    const page = await list(onFirst, { Offset: 0, Amount: 10 });
    expect(subjects(page)).toEqual(['Alex first claim']);
    expect(page.Total).toBe(1);
    const onSecond = await signedInOn(t, alex.claimantId, alex.claimIds[1]!);
    expect(subjects(await list(onSecond, { Offset: 0, Amount: 10 }))).toEqual(['Alex second claim']);
    const samOnShared = await signedInOn(t, sam.claimantId, alex.claimIds[0]!);
    expect(subjects(await list(samOnShared, { Offset: 0, Amount: 10 }))).toEqual(['Sam on the shared claim']);
  });

  it('answers 150 without a selected claim and 415 for wrongly typed fields', async () => {
    const none = await signedInOn(t, alex.claimantId, null);
    expect(
      errorNumbers(await call(t, getSentItems.path, { AccessToken: none, Offset: 0, Amount: 10 })),
    ).toEqual([serverErrors.claimNotSelected.Number]);
    const token = await signedInOn(t, alex.claimantId, alex.claimIds[0]!);
    for (const body of [
      { Offset: 0 },
      { Offset: 0, Amount: '10' },
      { Offset: 0, Amount: 10, RequestType: 'Reimbursements' },
      { Offset: 0, Amount: 10, RequestType: 1.5 },
      { Offset: 0, Amount: 10, DateRange: 'custom', StartDate: '1/4/2026' },
    ]) {
      const response = await call(t, getSentItems.path, { AccessToken: token, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
  });

  it('answers 415, not a database fault, for numbers beyond the integer columns', async () => {
    const token = await signedInOn(t, alex.claimantId, alex.claimIds[0]!);
    for (const body of [
      { Offset: 0, Amount: 10, RequestType: 3_000_000_000 },
      { Offset: 0, Amount: 10, RequestType: -1 },
      { Offset: 3_000_000_000, Amount: 10 },
      { Offset: 0, Amount: 3_000_000_000 },
    ]) {
      const response = await call(t, getSentItems.path, { AccessToken: token, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
    expect(subjects(await list(token, { Offset: 0, Amount: 10, RequestType: 2_147_483_647 }))).toEqual([]);
  });

  it("stops listing a claim's items once the provider unlinks the claim from the claimant", async () => {
    const claimant = await insertClaimant(t, 'Unlinked');
    const claimId = claimant.claimIds[0]!;
    await insertSentItems(t, { claimantId: claimant.claimantId, claimId }, [
      { subjectMain: 'Before the unlink', sentAt: '2026-04-01T00:00:00.000Z' },
    ]);
    const token = await signedInOn(t, claimant.claimantId, claimId);
    expect(subjects(await list(token, { Offset: 0, Amount: 10 }))).toEqual(['Before the unlink']);

    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', claimant.claimantId)
      .execute();
    const page = await list(token, { Offset: 0, Amount: 10 });
    expect(page.SentItems).toEqual([]);
    expect(page.Total).toBe(0);
  });
});
