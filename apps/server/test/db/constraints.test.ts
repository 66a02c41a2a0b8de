import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import type { NewRow } from '../../src/db/schema.js';
import { createTestDatabase } from '../support/test-database.js';
import { claimantRow } from '../support/claimant-row.js';

const at = '2026-11-21T04:00:00.000Z';

function claimant(id: string, externalRef: string | null): NewRow<'claimants'> {
  return claimantRow(
    {
      id,
      external_ref: externalRef,
      title: 'Mr',
      first_name: 'Test',
      surname: id,
      date_of_birth: '1990-01-01',
    },
    at,
  );
}

function account(id: string, claimantId: string, username: string): NewRow<'accounts'> {
  return {
    id,
    claimant_id: claimantId,
    username,
    password_hash: 'x',
    activated: 1,
    activated_at: at,
    failed_sign_ins: 0,
    created_at: at,
    updated_at: at,
  };
}

function session(id: string, tokenHash: string, accountId: string | null): NewRow<'sessions'> {
  return {
    id,
    token_hash: tokenHash,
    kind: 'signedIn',
    account_id: accountId,
    claimant_id: null,
    selected_claim_id: null,
    purpose: null,
    parent_session_id: null,
    device_id: null,
    remember_me: 0,
    client_ip: null,
    created_at: at,
    last_seen_at: at,
    expires_at: at,
    revoked_at: null,
  };
}

function draft(id: string, kind: string): NewRow<'drafts'> {
  return { id, claimant_id: 'c1', claim_id: 'k1', kind, data: '{}', created_at: at, updated_at: at };
}

/** Question q1 and claimant c1's draft survey f1 on claim k1, answered once. */
async function insertSurveyAnswer(handle: DatabaseHandle): Promise<void> {
  await handle.db
    .insertInto('survey_questions')
    .values({ id: 'q1', position: 1, question_html: '<p>?</p>', answers: '[]' })
    .execute();
  await handle.db
    .insertInto('survey_forms')
    .values({
      id: 'f1',
      claimant_id: 'c1',
      claim_id: 'k1',
      accepted_terms: 1,
      status: 'draft',
      created_at: at,
      updated_at: at,
      submitted_at: null,
    })
    .execute();
  await handle.db
    .insertInto('survey_answers')
    .values({ form_id: 'f1', question_id: 'q1', label: 'Good', value: '3' })
    .execute();
}

describe('database constraints', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  // Each test starts from the same rows (three claimants, c1 with claim k1, account a1 and session s1),
  // whatever the tests before it added or deleted; one database for the file keeps it quick.
  beforeEach(async () => {
    const db = handle.db;
    await db.deleteFrom('claimants').execute(); // accounts, sessions, claim links, drafts, surveys go along
    await db.deleteFrom('claims').execute();
    await db.deleteFrom('survey_questions').where('id', '=', 'q1').execute();
    await db.deleteFrom('content_items').where('name', '=', 'terms').execute();
    await db.deleteFrom('dropdown_items').where('list_type', 'in', ['Titles', 'ReceiptTypes']).execute();
    await db
      .insertInto('claimants')
      .values([claimant('c1', 'REF-1'), claimant('c2', null), claimant('c3', null)])
      .execute();
    await db
      .insertInto('claims')
      .values({ id: 'k1', number: '12/34567', accident_date: '2025-03-14', location: null, created_at: at })
      .execute();
    await db.insertInto('claimant_claims').values({ claimant_id: 'c1', claim_id: 'k1' }).execute();
    await db
      .insertInto('accounts')
      .values(account('a1', 'c1', 'alex@example.com'))
      .execute();
    await db
      .insertInto('sessions')
      .values(session('s1', 'hash-1', 'a1'))
      .execute();
  });
  afterAll(async () => {
    await handle.destroy();
  });

  it('refuses a second claim with the same number', async () => {
    await expect(
      handle.db
        .insertInto('claims')
        .values({ id: 'k2', number: '12/34567', accident_date: '2025-01-01', location: null, created_at: at })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a second account with the same username or for the same claimant', async () => {
    await expect(
      handle.db
        .insertInto('accounts')
        .values(account('a2', 'c2', 'alex@example.com'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('accounts')
        .values(account('a3', 'c1', 'other@example.com'))
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a repeated provider reference but allows many claimants without one', async () => {
    await expect(
      handle.db.insertInto('claimants').values(claimant('c4', 'REF-1')).execute(),
    ).rejects.toThrow();
    await handle.db.insertInto('claimants').values(claimant('c5', null)).execute();
  });

  it('refuses two sessions with the same token hash', async () => {
    await expect(
      handle.db
        .insertInto('sessions')
        .values(session('s2', 'hash-1', null))
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps one draft per claimant, claim and kind', async () => {
    await handle.db
      .insertInto('drafts')
      .values([draft('d1', 'documents'), draft('d2', 'receipts')])
      .execute();
    await expect(handle.db.insertInto('drafts').values(draft('d3', 'documents')).execute()).rejects.toThrow();
  });

  it('keys content entries by name and position, and dropdown items by list and id', async () => {
    await handle.db
      .insertInto('content_items')
      .values({ name: 'terms', position: 0, html: '<p>a</p>', updated_at: at })
      .execute();
    await expect(
      handle.db
        .insertInto('content_items')
        .values({ name: 'terms', position: 0, html: '<p>b</p>', updated_at: at })
        .execute(),
    ).rejects.toThrow();
    const item = {
      list_type: 'Titles',
      item_id: 1,
      element_number: 1,
      item: 'Dr',
      parent_id: null,
      position: 1,
    };
    await handle.db.insertInto('dropdown_items').values(item).execute();
    await handle.db
      .insertInto('dropdown_items')
      .values({ ...item, list_type: 'ReceiptTypes', item: 'Other' })
      .execute();
    await expect(handle.db.insertInto('dropdown_items').values(item).execute()).rejects.toThrow();
  });

  it('keeps one survey answer per form and question', async () => {
    await insertSurveyAnswer(handle);
    await expect(
      handle.db
        .insertInto('survey_answers')
        .values({ form_id: 'f1', question_id: 'q1', label: 'Poor', value: '5' })
        .execute(),
    ).rejects.toThrow();
  });

  it('removes accounts, sessions, claim links and drafts with their claimant, but keeps the claim', async () => {
    await handle.db.insertInto('drafts').values(draft('d1', 'documents')).execute();
    await insertSurveyAnswer(handle);
    expect(await handle.db.selectFrom('survey_answers').selectAll().execute()).toHaveLength(1);
    await handle.db.deleteFrom('claimants').where('id', '=', 'c1').execute();
    expect(await handle.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('claimant_claims').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('drafts').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('survey_answers').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('claims').select('number').execute()).toEqual([{ number: '12/34567' }]);
  });

  it('answers counts as numbers on both dialects', async () => {
    const row = await handle.db
      .selectFrom('claimants')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(3);
  });
});
