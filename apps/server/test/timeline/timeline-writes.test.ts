// The portal's own entries of What's happening (issue 32): a submission writes "You sent ..." in its
// transaction, the provider's first marking of it received writes "... received your ..." (parallel or
// repeated markings one entry), the survey writes its own; migration 0015 backfills the submissions
// and surveys already there, with the ids the module writes, so nothing is written twice.
import { type GetTimelineResponse, brandingValues, endpoints } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { recordClaimEvent } from '../../src/modules/timeline/index.js';
import { call } from '../claimant-submissions/send-documents-fixtures.js';
import { seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { newProviderKey, callProvider } from '../provider-api/provider-test-support.js';
import { allAnswered, getDraft, riley, surveyToken, update } from '../survey/survey-fixtures.js';
import { claimantRow } from '../support/claimant-row.js';
import { migratorOf } from '../support/database-tools.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { claimIdOf } from '../tasks/tasks-fixtures.js';
import { getTimeline } from './timeline-fixtures.js';

describe("the portal's own entries", () => {
  let t: TestApp;
  let alex: { token: string; claimantId: string };
  let key: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
    alex = await signIn(t, 'alex@example.com');
    key = (await newProviderKey(t)).key;
  });
  afterAll(async () => t?.close());

  const provider = brandingValues().provider;

  it("shows Alex's demo timeline: about ten entries, one decision letter, newest first", async () => {
    const first = await getTimeline(t, alex.token);
    expect(first.Items).toHaveLength(10);
    expect(first.Next).not.toBeNull();
    const second = await getTimeline(t, alex.token, first.Next);
    const all = [...first.Items, ...second.Items];
    // The provider's events and the portal's own (submissions, receipts, and the four demo payments
    // made, seeded by seed-payments.ts).
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(second.Next).toBeNull();
    expect(all.filter((item) => item.Kind === 'payment').length).toBeGreaterThan(0);
    const letters = all.flatMap((item) => item.Attachments);
    expect(letters.map((file) => file.Filename)).toEqual(['Decision letter - income support.pdf']);
    expect(all.filter((item) => item.Kind === 'provider').at(-1)?.Title).toBe('Your claim was accepted');
  });

  it('writes "You sent documents" with a submission, linked to Sent items', async () => {
    const draft = (await call(t, endpoints.getDraftDocumentForm.path, alex.token)).json() as {
      Documents: { Filename: string; FileID: string }[];
    };
    t.clock.advanceMinutes(1);
    const response = await call(t, endpoints.submitDocumentForm.path, alex.token, {
      DocumentType: { Id: 2, Item: 'Certificate of capacity' },
      Description: 'Updated certificate',
      Documents: draft.Documents.map(({ Filename, FileID }) => ({ Filename, FileID })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [newest] = (await getTimeline(t, alex.token)).Items;
    expect(newest).toMatchObject({
      Kind: 'submitted',
      Title: 'You sent documents',
      Body: 'We have your documents.',
      Attachments: [],
      Link: 'sentItems',
    });
  });

  it('writes one "received" entry for the first marking, however many markings run at once', async () => {
    const newest = (await getTimeline(t, alex.token)).Items[0]!;
    const submissionId = newest.EntryId.replace(/^submitted:/, '');
    t.clock.advanceMinutes(1);
    const mark = () =>
      callProvider(t.app, { method: 'POST', url: `/provider/v1/submissions/${submissionId}/received`, key });
    const responses = await Promise.all([mark(), mark(), mark()]);
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await mark()).statusCode).toBe(200);
    const page: GetTimelineResponse = await getTimeline(t, alex.token);
    const received = page.Items.filter((item) => item.EntryId === `received:${submissionId}`);
    expect(received).toHaveLength(1);
    expect(page.Items[0]).toMatchObject({
      Kind: 'received',
      Title: `${provider} received your documents`,
      Link: 'sentItems',
    });
  });

  it('writes "You sent self-assessment" with a submitted survey, not linked to Sent items', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft) });
    const response = await call(t, endpoints.submitNidAssessment.path, token, {});
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('claim_events')
      .selectAll()
      .where('claim_id', '=', await claimIdOf(t, riley.ClaimNumber))
      .execute();
    expect(rows.map((row) => [row.id, row.kind, row.params, row.link])).toEqual([
      [`submitted:${draft.FormID}`, 'submitted', '{"form":"survey"}', null],
    ]);
  });

  it('writes a payment entry once, linked to Payments, with its amount when given', async () => {
    const claimId = await claimIdOf(t, '12/34567');
    t.clock.advanceMinutes(1);
    const at = t.clock.now();
    await t.database.db.transaction().execute(async (trx) => {
      await recordClaimEvent(trx, { kind: 'payment', claimId, paymentId: 'P-1', amountCents: 98765, at });
      await recordClaimEvent(trx, { kind: 'payment', claimId, paymentId: 'P-1', amountCents: 98765, at });
    });
    const page = await getTimeline(t, alex.token);
    expect(page.Items.filter((item) => item.Kind === 'payment' && item.Body.startsWith('$987.65'))).toEqual([
      expect.objectContaining({ Title: 'Payment made', Body: '$987.65 was paid.', Link: 'payments' }),
    ]);
  });
});

describe('migration 0015 backfills the timeline', () => {
  const AT = '2026-04-01T00:00:00.000Z';
  const LATER = '2026-04-02T00:00:00.000Z';
  const BEFORE = '2026-11-28-0013-tasks';
  const THIS = '2026-11-28-0015-claim-events';
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  it('gives submitted and received submissions and submitted surveys their entries, and the module adds none again', async () => {
    handle = await createTestDatabase();
    const migrator = await migratorOf(handle);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const db = handle.db;
    await db
      .insertInto('claimants')
      .values(claimantRow({ id: 'kim', first_name: 'Kim', surname: 'Key', date_of_birth: '1980-06-15' }, AT))
      .execute();
    await db
      .insertInto('claims')
      .values({ id: 'c1', number: '88/1', accident_date: '2025-01-10', location: null, created_at: AT })
      .execute();
    const submission = (id: string, status: string, claimId: string | null, receivedAt: string | null) => ({
      id,
      claimant_id: 'kim',
      claim_id: claimId,
      kind: 'documents',
      status,
      data: '{}',
      created_at: AT,
      submitted_at: status === 'open' ? null : AT,
      received_at: receivedAt,
    });
    await db
      .insertInto('submissions')
      .values([
        submission('s-sent', 'submitted', 'c1', null),
        submission('s-received', 'received', 'c1', LATER),
        submission('s-open', 'open', 'c1', null),
        submission('s-noclaim', 'submitted', null, null),
      ])
      .execute();
    await db
      .insertInto('survey_forms')
      .values({
        id: 'f1',
        claimant_id: 'kim',
        claim_id: 'c1',
        accepted_terms: 1,
        status: 'submitted',
        created_at: AT,
        updated_at: AT,
        submitted_at: LATER,
      })
      .execute();

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
    const rows = await db
      .selectFrom('claim_events')
      .select(['id', 'kind', 'occurred_at', 'params', 'link'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: 'received:s-received',
        kind: 'received',
        occurred_at: LATER,
        params: '{"form":"documents"}',
        link: 'sentItems',
      },
      { id: 'submitted:f1', kind: 'submitted', occurred_at: LATER, params: '{"form":"survey"}', link: null },
      {
        id: 'submitted:s-received',
        kind: 'submitted',
        occurred_at: AT,
        params: '{"form":"documents"}',
        link: 'sentItems',
      },
      {
        id: 'submitted:s-sent',
        kind: 'submitted',
        occurred_at: AT,
        params: '{"form":"documents"}',
        link: 'sentItems',
      },
    ]);
    await db.transaction().execute(async (trx) => {
      await recordClaimEvent(trx, {
        kind: 'received',
        claimId: 'c1',
        submissionId: 's-received',
        form: 'documents',
        at: new Date(),
      });
    });
    expect(await db.selectFrom('claim_events').select('id').execute()).toHaveLength(4);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  });
});
