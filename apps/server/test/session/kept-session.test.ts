import {
  type GetMessagesResponse,
  type GetPaymentSummaryResponse,
  type GetPaymentsResponse,
  type GetSentItemsResponse,
  type GetTasksResponse,
  type GetTimelineResponse,
  endpoints,
  serverErrors,
} from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessagingScope } from '../../src/http/caller-context.js';
import { textSearchOf } from '../../src/db/text-search.js';
import {
  findFilteredPage as findInboxFilteredPage,
  findMessageCounts,
  findUnfilteredPage as findInboxPage,
} from '../../src/modules/inbox/inbox.repository.js';
import {
  findFilteredPage as findSentFilteredPage,
  findUnfilteredPage as findSentPage,
} from '../../src/modules/sent-items/sent-items.repository.js';
import { findNextAndLast, findPaymentsOfYear } from '../../src/modules/payments/payments.repository.js';
import { countOpenTasksOfClaim, findOpenTasksOfClaim } from '../../src/modules/tasks/tasks.repository.js';
import { findTimelinePage } from '../../src/modules/timeline/timeline.repository.js';
import { SessionNotHeld } from '../../src/modules/session/session-check.js';
import { SessionService } from '../../src/modules/session/session.service.js';
import { hashSessionToken } from '../../src/modules/session/session-token.js';
import {
  type ClaimantFixture,
  call,
  errorNumbers,
  insertClaimant,
  insertMessages,
  ok,
  signedInOn,
} from '../inbox/messaging-fixtures.js';
import { insertPayment } from '../payments/payments-fixtures.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';
import { insertTask } from '../tasks/tasks-fixtures.js';
import { insertEvent } from '../timeline/timeline-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * A session kept on this server answers the list calls without a read of its own, checked inside the
 * call's statement instead (modules/session/session-check.ts, issue 15). Another server signing the
 * session out, timing it out or selecting another claim is a write to the sessions table this server
 * never saw: here, those writes are made to the database directly.
 */

const SETTINGS = { idleMinutes: 30, absoluteHours: 12 };
const START = new Date('2026-04-08T01:00:00.000Z');

let t: TestApp;
let robin: ClaimantFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' } });
  robin = await insertClaimant(t, 'Robin', 2);
  await insertMessages(t, robin.claimIds[0]!, [
    { subject: 'Hydrotherapy on the first claim', receivedAt: '2026-04-01T00:00:00.000Z' },
    { subject: 'Also the first claim', receivedAt: '2026-04-02T00:00:00.000Z' },
  ]);
  await insertMessages(t, robin.claimIds[1]!, [
    { subject: 'Hydrotherapy on the second claim', receivedAt: '2026-04-03T00:00:00.000Z' },
  ]);
  for (const [index, claimId] of robin.claimIds.entries()) {
    await insertSentItems(t, { claimantId: robin.claimantId, claimId }, [
      { subjectMain: `Hydrotherapy sent on claim ${index + 1}`, sentAt: '2026-04-04T00:00:00.000Z' },
    ]);
    await insertPayment(t, {
      claimId,
      description: `Paid on claim ${index + 1}`,
      paymentDate: '2026-04-01',
    });
    await insertTask(t, { claimId, title: `To do on claim ${index + 1}`, dueDate: '2026-05-01' });
    await insertEvent(t, {
      claimId,
      title: `Happened on claim ${index + 1}`,
      occurredAt: '2026-04-05T00:00:00.000Z',
    });
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.current = START;
  token = await signedInOn(t, robin.claimantId, robin.claimIds[0]!);
});

/** What another server does to the session: a write this server's memory never sees. */
async function elsewhere(values: {
  revoked_at?: string;
  selected_claim_id?: string;
  expires_at?: string;
}): Promise<void> {
  await t.database.db
    .updateTable('sessions')
    .set(values)
    .where('token_hash', '=', hashSessionToken(token))
    .execute();
}

const messages = (body: Record<string, unknown> = {}) =>
  call(t, endpoints.getMessages.path, { AccessToken: token, Offset: 0, Amount: 10, ...body });
const sentItems = (body: Record<string, unknown> = {}) =>
  call(t, endpoints.getSentItems.path, { AccessToken: token, Offset: 0, Amount: 10, ...body });
const unreadCount = () => call(t, endpoints.getUnreadMessageCount.path, { AccessToken: token });
const paymentSummary = () => call(t, endpoints.getPaymentSummary.path, { AccessToken: token });
/** The financial year July 2025 to June 2026 (named by its first year), which holds each claim's payment. */
const YEAR = 2025;
const payments = () => call(t, endpoints.getPayments.path, { AccessToken: token, FinancialYear: YEAR });
const tasks = () => call(t, endpoints.getTasks.path, { AccessToken: token });
const taskCount = () => call(t, endpoints.getTaskCount.path, { AccessToken: token });
const timeline = () => call(t, endpoints.getTimeline.path, { AccessToken: token });

/** The calls that may answer from a kept session, lists unfiltered and searched: each its own statement. */
const everyRead = [
  ['getmessages', () => messages()],
  ['getmessages, searched', () => messages({ Search: 'hydrotherapy' })],
  ['getsentitems', () => sentItems()],
  ['getsentitems, searched', () => sentItems({ Search: 'hydrotherapy' })],
  ['getunreadmessagecount', () => unreadCount()],
  ['getpaymentsummary (issue 32)', () => paymentSummary()],
  ['getpayments (issue 32)', () => payments()],
  ['gettasks (issue 32)', () => tasks()],
  ['gettaskcount (issue 32)', () => taskCount()],
  ['gettimeline (issue 32)', () => timeline()],
] as const;

describe('the list calls with a kept session (issue 15)', () => {
  it.each(everyRead)(
    '%s: a session signed out elsewhere answers "signed out", never the list',
    async (_, read) => {
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      await elsewhere({ revoked_at: START.toISOString() });
      expect(errorNumbers(await read())).toEqual([serverErrors.sessionEnded.Number]);
    },
  );

  it.each(everyRead)(
    '%s: a session past its time limit set elsewhere answers "time limit"',
    async (_, read) => {
      expect((await read()).statusCode).toBe(200);
      await elsewhere({ expires_at: new Date(START.getTime() - 1000).toISOString() });
      expect(errorNumbers(await read())).toEqual([serverErrors.sessionTooLong.Number]);
    },
  );

  it('answers the claim selected elsewhere, not the one kept', async () => {
    expect(ok<GetMessagesResponse>(await messages()).Items.map((item) => item.Subject)).toEqual([
      'Also the first claim',
      'Hydrotherapy on the first claim',
    ]);
    expect(ok<GetSentItemsResponse>(await sentItems()).SentItems.map((item) => item.SubjectMain)).toEqual([
      'Hydrotherapy sent on claim 1',
    ]);
    expect(ok<GetPaymentSummaryResponse>(await paymentSummary()).Last?.Description).toBe('Paid on claim 1');
    await elsewhere({ selected_claim_id: robin.claimIds[1]! });
    expect(ok<GetPaymentSummaryResponse>(await paymentSummary()).Last?.Description).toBe('Paid on claim 2');
    expect(ok<GetPaymentsResponse>(await payments()).Items.map((item) => item.Description)).toEqual([
      'Paid on claim 2',
    ]);
    expect(ok<GetTasksResponse>(await tasks()).Items.map((item) => item.Title)).toEqual(['To do on claim 2']);
    expect(ok<GetTimelineResponse>(await timeline()).Items.map((item) => item.Title)).toEqual([
      'Happened on claim 2',
    ]);
    const searched = ok<GetMessagesResponse>(await messages({ Search: 'hydrotherapy' }));
    expect(searched.Items.map((item) => item.Subject)).toEqual(['Hydrotherapy on the second claim']);
    expect(ok<GetMessagesResponse>(await messages()).Total).toBe(1);
    expect(ok<GetSentItemsResponse>(await sentItems()).SentItems.map((item) => item.SubjectMain)).toEqual([
      'Hydrotherapy sent on claim 2',
    ]);
  });

  it('answers every one of many calls at once after a sign-out elsewhere with "signed out"', async () => {
    expect((await messages()).statusCode).toBe(200);
    await elsewhere({ revoked_at: START.toISOString() });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        [sentItems, messages, unreadCount, paymentSummary, payments, tasks, taskCount, timeline][i % 8]!(),
      ),
    );
    for (const answer of answers) expect(errorNumbers(answer)).toEqual([serverErrors.sessionEnded.Number]);
  });

  it('still answers a claim unlinked from the claimant with an empty list', async () => {
    expect(ok<GetMessagesResponse>(await messages()).Total).toBe(2);
    const claimId = robin.claimIds[0]!;
    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', robin.claimantId)
      .where('claim_id', '=', claimId)
      .execute();
    try {
      expect(ok<GetMessagesResponse>(await messages())).toMatchObject({ Total: 0, Items: [] });
      expect(ok<GetSentItemsResponse>(await sentItems())).toMatchObject({ Total: 0, SentItems: [] });
      expect(ok<number>(await unreadCount())).toBe(0);
      expect(ok<GetPaymentSummaryResponse>(await paymentSummary())).toEqual({ Next: null, Last: null });
      expect(ok<GetPaymentsResponse>(await payments())).toMatchObject({ Items: [], TotalPaid: 0 });
      expect(ok<GetTasksResponse>(await tasks())).toEqual({ Items: [], Total: 0 });
      expect(ok<number>(await taskCount())).toBe(0);
      expect(ok<GetTimelineResponse>(await timeline())).toEqual({ Items: [], Next: null });
    } finally {
      await t.database.db
        .insertInto('claimant_claims')
        .values({ claimant_id: robin.claimantId, claim_id: claimId })
        .execute();
    }
  });
});

describe('each list statement checks a kept session itself', () => {
  /** A scope whose kept session was signed out: every statement must answer no row and so throw. */
  async function staleScope(): Promise<MessagingScope> {
    await elsewhere({ revoked_at: START.toISOString() });
    const row = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    const claimId = robin.claimIds[0]!;
    return {
      claimantId: robin.claimantId,
      claimId,
      check: {
        sessionId: row.id,
        claimId,
        now: START.toISOString(),
        idleSince: new Date(START.getTime() - 30 * 60_000).toISOString(),
      },
    };
  }

  const search = { from: null, to: null, search: textSearchOf('hydrotherapy') };
  const statements = [
    ['inbox page', (scope: MessagingScope) => findInboxPage(t.database.db, scope, 0, 10)],
    ['inbox search', (scope: MessagingScope) => findInboxFilteredPage(t.database.db, scope, search, 0, 10)],
    ['inbox counts', (scope: MessagingScope) => findMessageCounts(t.database.db, scope)],
    ['sent items page', (scope: MessagingScope) => findSentPage(t.database.db, scope, 0, 10)],
    [
      'sent items search',
      (scope: MessagingScope) =>
        findSentFilteredPage(t.database.db, scope, { ...search, requestTypes: null }, 0, 10),
    ],
    ['payment summary (issue 32)', (scope: MessagingScope) => findNextAndLast(t.database.db, scope)],
    [
      "a year's payments (issue 32)",
      (scope: MessagingScope) => findPaymentsOfYear(t.database.db, scope, YEAR, 100),
    ],
    ['open requests (issue 32)', (scope: MessagingScope) => findOpenTasksOfClaim(t.database.db, scope, 50)],
    [
      'open requests counted (issue 32)',
      (scope: MessagingScope) => countOpenTasksOfClaim(t.database.db, scope),
    ],
  ] as const;

  /** A scope with a kept session that holds: its claim selected, signed in, within its limits. */
  async function heldScope(claimantId: string, claimId: string): Promise<MessagingScope> {
    const held = await signedInOn(t, claimantId, claimId);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashSessionToken(held))
      .executeTakeFirstOrThrow();
    const check = {
      sessionId: row.id,
      claimId,
      now: START.toISOString(),
      idleSince: new Date(START.getTime() - 30 * 60_000).toISOString(),
    };
    return { claimantId, claimId, check };
  }

  // An empty list has its counter row from the start (migration 0009), so its statement answers a row
  // under the check, and the call is not run a second time with the session read.
  it.each(statements)('%s: an empty list answers under a check that holds', async (_, read) => {
    const empty = await insertClaimant(t, 'Empty');
    const scope = await heldScope(empty.claimantId, empty.claimIds[0]!);
    const answer = await read(scope);
    if (typeof answer === 'number') expect(answer).toBe(0);
    else if ('next' in answer) expect(answer).toEqual({ next: undefined, last: undefined });
    else if ('years' in answer) expect(answer).toMatchObject({ rows: [], years: [] });
    else expect(answer).toMatchObject('unread' in answer ? { total: 0, unread: 0 } : { total: 0, rows: [] });
  });

  it("a year without payments still answers the claim's years under a check that holds", async () => {
    const scope = await heldScope(robin.claimantId, robin.claimIds[0]!);
    await expect(findPaymentsOfYear(t.database.db, scope, YEAR + 3, 100)).resolves.toMatchObject({
      rows: [],
      years: [YEAR],
    });
  });

  it.each(statements)('%s', async (_, read) => {
    const stale = await staleScope();
    await expect(read(stale)).rejects.toBeInstanceOf(SessionNotHeld);
    // The same statement without a check answers the list (the claim is still linked).
    const { check: _check, ...unchecked } = stale;
    await expect(read(unchecked)).resolves.toBeDefined();
  });

  // The timeline's page has no row standing for the list (no counter), so a page under a check answers
  // rows only while the session holds and is read again otherwise, an empty timeline included.
  it("a timeline's page answers under a check that holds, and not under a stale one", async () => {
    const timelinePage = (scope: MessagingScope) => findTimelinePage(t.database.db, scope, null, 11);
    const held = await heldScope(robin.claimantId, robin.claimIds[0]!);
    expect((await timelinePage(held)).map((row) => row.title)).toEqual(['Happened on claim 1']);
    const stale = await staleScope();
    await expect(timelinePage(stale)).rejects.toBeInstanceOf(SessionNotHeld);
    const { check: _check, ...unchecked } = stale;
    expect(await timelinePage(unchecked)).toHaveLength(1);

    const empty = await insertClaimant(t, 'Quiet');
    const emptyScope = await heldScope(empty.claimantId, empty.claimIds[0]!);
    await expect(timelinePage(emptyScope)).rejects.toBeInstanceOf(SessionNotHeld);
    const { check: _emptyCheck, ...emptyUnchecked } = emptyScope;
    expect(await timelinePage(emptyUnchecked)).toEqual([]);
  });
});

describe('SessionService: which sessions are kept and reused', () => {
  let sessions: SessionService;
  let now: Date;
  beforeEach(() => {
    now = START;
    sessions = new SessionService(t.database.db, SETTINGS, () => now);
  });

  it('reuses a full session with a claim selected, only where asked, marked to be checked', async () => {
    const read = await sessions.resolve(token, { reuse: true });
    expect(read.ok && read.auth.check).toBeUndefined();
    const kept = await sessions.resolve(token, { reuse: true });
    expect(kept.ok && kept.auth.check).toMatchObject({
      claimId: robin.claimIds[0],
      now: START.toISOString(),
      idleSince: new Date(START.getTime() - 30 * 60_000).toISOString(),
    });
    const notAsked = await sessions.resolve(token);
    expect(notAsked.ok && notAsked.auth.check).toBeUndefined();
  });

  it('reads the session again when its last-seen time is due a write, and writes it', async () => {
    await sessions.resolve(token);
    now = new Date(START.getTime() + 31_000);
    const due = await sessions.resolve(token, { reuse: true });
    expect(due.ok && due.auth.check).toBeUndefined();
    const row = await t.database.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at).toBe(now.toISOString());
    const kept = await sessions.resolve(token, { reuse: true });
    expect(kept.ok && kept.auth.check).toBeDefined();
  });

  it('never reuses a session without a claim selected, nor a secure-update token', async () => {
    const noClaim = await signedInOn(t, robin.claimantId, null);
    await sessions.resolve(noClaim);
    const again = await sessions.resolve(noClaim, { reuse: true });
    expect(again.ok && again.auth.check).toBeUndefined();

    const parent = await sessions.resolve(token);
    if (!parent.ok) throw new Error('the session should resolve');
    const secure = await t.createSession({
      kind: 'secureUpdate',
      claimantId: robin.claimantId,
      parentSessionId: parent.auth.sessionId,
      lifetimeMinutes: 5,
    });
    await sessions.resolve(secure.token);
    const reusedSecure = await sessions.resolve(secure.token, { reuse: true });
    expect(reusedSecure.ok && reusedSecure.auth.check).toBeUndefined();
  });

  it('forgets a session it found signed out', async () => {
    await sessions.resolve(token);
    await elsewhere({ revoked_at: START.toISOString() });
    expect(await sessions.resolve(token)).toEqual({ ok: false, failure: 'revoked' });
    expect(await sessions.resolve(token, { reuse: true })).toEqual({ ok: false, failure: 'revoked' });
  });
});
