import { type GetMessagesResponse, type GetSentItemsResponse, endpoints } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { testDialect } from '../support/test-database.js';
import {
  call,
  hourlyMessages,
  insertClaimant,
  insertMessages,
  ok,
  signedInOn,
} from '../inbox/messaging-fixtures.js';
import { insertSentItems } from '../sent-items/sent-items-fixtures.js';

/**
 * A list page is one prepared statement whose LIMIT and OFFSET are parameters (db/page-ids.ts, issue
 * 15). On PostgreSQL its cached generic plan must be the good one, or the planner plans every call
 * anew: written as `id IN (subquery)` the generic plan guessed a tenth of the claim's rows and was
 * never used. One connection, so the prepared statements read are those the calls ran on. On SQLite
 * the same calls check the pages themselves.
 */

const MESSAGES = 1200;
const SENT_ITEMS = 1200;
const CALLS = 8;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ databaseConnections: 1 });
  t.clock.current = new Date('2026-06-01T00:00:00.000Z');
  const robin = await insertClaimant(t, 'Robin');
  const claimId = robin.claimIds[0]!;
  await insertMessages(t, claimId, hourlyMessages(MESSAGES, '2026-05-31T23:00:00.000Z'));
  await insertSentItems(
    t,
    { claimantId: robin.claimantId, claimId },
    Array.from({ length: SENT_ITEMS }, (_, i) => ({
      sentAt: new Date(Date.parse('2026-05-31T23:00:00.000Z') - i * 3_600_000).toISOString(),
      subjectMain: `Item ${String(i).padStart(4, '0')}`,
      // Every tenth with a submission, so the page's joins have rows to find.
      withoutSubmission: i % 10 !== 0,
    })),
  );
  if (testDialect() === 'postgres') await sql`analyze`.execute(t.database.db);
  token = await signedInOn(t, robin.claimantId, claimId);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/**
 * Generic and custom plans PostgreSQL made for the prepared statements whose text has `fragment`, of
 * those run more than five times: PostgreSQL plans the first five runs of a statement for their
 * values, whatever it does after. (The first page of a token runs the statement without a kept-session
 * check once, session-check.ts; the rest run the one with it.)
 */
async function plansOf(fragment: string) {
  const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`
    select generic_plans::int as generic_plans, custom_plans::int as custom_plans
    from pg_prepared_statements where statement like ${`%${fragment}%`}
    and generic_plans + custom_plans > 5`.execute(t.database.db);
  return rows;
}

describe('list pages keep one plan (issue 15)', () => {
  it('answers inbox pages from either end, and PostgreSQL runs them on cached plans', async () => {
    for (let i = 0; i < CALLS; i++) {
      const first = ok<GetMessagesResponse>(
        await call(t, endpoints.getMessages.path, {
          AccessToken: token,
          Offset: i * 10,
          Amount: i * 10 + 10,
        }),
      );
      expect(first.Items.map((item) => item.Subject)).toEqual(
        Array.from({ length: 10 }, (_, k) => `Message ${String(i * 10 + k).padStart(2, '0')}`),
      );
      const deepOffset = MESSAGES - 20 - i * 10;
      const deep = ok<GetMessagesResponse>(
        await call(t, endpoints.getMessages.path, {
          AccessToken: token,
          Offset: deepOffset,
          Amount: deepOffset + 10,
        }),
      );
      expect(deep.Items.map((item) => item.Subject)).toEqual(
        Array.from({ length: 10 }, (_, k) => `Message ${String(deepOffset + k).padStart(2, '0')}`),
      );
    }
    if (testDialect() === 'postgres') {
      const plans = await plansOf('from "inbox_messages" left join "inbox_attachments"');
      // Each statement that read these pages, past its first few calls, on its cached plan.
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(plan.generic_plans).toBeGreaterThan(0);
    }
  });

  it('answers sent-item pages from either end, and PostgreSQL runs them on cached plans', async () => {
    for (let i = 0; i < CALLS; i++) {
      const first = ok<GetSentItemsResponse>(
        await call(t, endpoints.getSentItems.path, { AccessToken: token, Offset: i * 10, Amount: 10 }),
      );
      expect(first.SentItems.map((item) => item.SubjectMain)).toEqual(
        Array.from({ length: 10 }, (_, k) => `Item ${String(i * 10 + k).padStart(4, '0')}`),
      );
      const deepOffset = SENT_ITEMS - 20 - i * 10;
      const deep = ok<GetSentItemsResponse>(
        await call(t, endpoints.getSentItems.path, { AccessToken: token, Offset: deepOffset, Amount: 10 }),
      );
      expect(deep.SentItems.map((item) => item.SubjectMain)).toEqual(
        Array.from({ length: 10 }, (_, k) => `Item ${String(deepOffset + k).padStart(4, '0')}`),
      );
    }
    if (testDialect() === 'postgres') {
      const plans = await plansOf('from "sent_items" left join "submissions"');
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) expect(plan.generic_plans).toBeGreaterThan(0);
    }
  });

  it('answers every window of a short list as a slice of it, past the end included, searched or not', async () => {
    const sam = await insertClaimant(t, 'Sam');
    const claimId = sam.claimIds[0]!;
    const samToken = await signedInOn(t, sam.claimantId, claimId);
    const count = 7;
    await insertMessages(t, claimId, hourlyMessages(count, '2026-05-20T10:00:00.000Z'));
    await insertSentItems(
      t,
      { claimantId: sam.claimantId, claimId },
      Array.from({ length: count }, (_, i) => ({
        sentAt: new Date(Date.parse('2026-05-20T10:00:00.000Z') - i * 3_600_000).toISOString(),
        subjectMain: `Item ${String(i).padStart(4, '0')}`,
      })),
    );
    const messages = hourlyMessages(count, '2026-05-20T10:00:00.000Z').map((message) => message.subject);
    const items = Array.from({ length: count }, (_, i) => `Item ${String(i).padStart(4, '0')}`);
    // Unfiltered (the counter) and searched (every item matches: the matches counted), the same slices.
    for (const search of [{}, { Search: 'e' }, { Search: 'ssage' }]) {
      for (let offset = 0; offset <= count + 2; offset++) {
        for (let size = 0; size <= 4; size++) {
          const inbox = ok<GetMessagesResponse>(
            await call(t, endpoints.getMessages.path, {
              AccessToken: samToken,
              Offset: offset,
              Amount: offset + size,
              ...search,
            }),
          );
          expect({
            search,
            offset,
            size,
            total: inbox.Total,
            subjects: inbox.Items.map((item) => item.Subject),
          }).toEqual({
            search,
            offset,
            size,
            total: count,
            subjects: messages.slice(offset, offset + size),
          });
          const sent = ok<GetSentItemsResponse>(
            await call(t, endpoints.getSentItems.path, {
              AccessToken: samToken,
              Offset: offset,
              Amount: size,
              ...(search.Search ? { Search: 'tem' } : {}),
            }),
          );
          expect({
            search,
            offset,
            size,
            total: sent.Total,
            subjects: sent.SentItems.map((item) => item.SubjectMain),
          }).toEqual({
            search,
            offset,
            size,
            total: count,
            subjects: items.slice(offset, offset + size),
          });
        }
      }
    }
  });
});
