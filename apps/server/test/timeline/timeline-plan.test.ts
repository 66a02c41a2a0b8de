// What's happening's page read (issue 32, ADR 0040) is a keyset page over ONE index, (claim_id,
// occurred_at desc, id desc): the database walks the index from the cursor and stops after eleven rows,
// with no sort and no scan of the claim's history, on both databases, so page 1000 costs what page 1
// does (the bench holds it within twice a bare route's cost at 10 000 events).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelinePageQuery } from '../../src/modules/timeline/timeline.repository.js';
import { insertClaimant } from '../inbox/messaging-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { testDialect } from '../support/test-database.js';

const EVENTS = 3000;

describe("the timeline's page plan", () => {
  let t: TestApp;
  let scope: { claimantId: string; claimId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const busy = await insertClaimant(t, 'Busy');
    const other = await insertClaimant(t, 'Other');
    scope = { claimantId: busy.claimantId, claimId: busy.claimIds[0]! };
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: EVENTS }, (_, i) => {
      const at = new Date(base + i * 60_000).toISOString();
      return {
        id: `ev-${String(i).padStart(5, '0')}`,
        claim_id: i % 3 === 0 ? other.claimIds[0]! : scope.claimId,
        kind: 'provider',
        occurred_at: at,
        title: `Event ${i}`,
        body: '',
        params: null,
        link: null,
        reference: `PLAN-${i}`,
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('claim_events')
        .values(rows.slice(i, i + 500))
        .execute();
    if (testDialect() === 'postgres') await sql`analyze claim_events`.execute(t.database.db);
  }, 60_000);
  afterAll(async () => t.close());

  async function planOf(before: { occurredAt: string; id: string } | null): Promise<string> {
    const compiled = timelinePageQuery(t.database.db, scope, before, 11).compile();
    const explain = testDialect() === 'postgres' ? 'explain ' : 'explain query plan ';
    const result = await t.database.db.executeQuery<Record<string, unknown>>({
      ...compiled,
      sql: explain + compiled.sql,
    });
    return result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
  }

  it.each([
    ['the first page', null],
    ['a later page', { occurredAt: '2026-01-01T20:00:00.000Z', id: 'ev-01200' }],
  ])('reads %s from the index without sorting', async (_name, before) => {
    const plan = await planOf(before);
    expect(plan).toContain('claim_events_claim_occurred_idx');
    if (testDialect() === 'postgres') expect(plan).not.toMatch(/\bSort\b|Seq Scan on claim_events/);
    else expect(plan).not.toMatch(/TEMP B-TREE|SCAN claim_events\b/);
  });
});
