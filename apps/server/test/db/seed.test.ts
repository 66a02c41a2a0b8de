import { verify } from '@node-rs/argon2';
import { createHash } from 'node:crypto';
import { SERVICE_ICON_NAMES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { demoSignIns, isDatabaseEmpty, seedDemoData, type SeedResult } from '../../src/db/seed/index.js';
import { sanitizeProviderHtml } from '../../src/lib/safe-html.js';
import { createTestDatabase } from '../support/test-database.js';
import { claimantRow } from '../support/claimant-row.js';

const now = new Date('2026-11-21T04:00:00.000Z');
const DAY = 86_400_000;

describe('demo data', () => {
  let handle: DatabaseHandle;
  let result: SeedResult;
  const files = new Map<string, Uint8Array>();
  const writeFile = async (bytes: Uint8Array) => {
    const key = `demo-key-${String(files.size).padStart(20, '0')}`;
    files.set(key, bytes);
    return key;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    expect(await isDatabaseEmpty(handle)).toBe(true);
    result = await seedDemoData(handle, { now, writeFile });
  });
  afterAll(async () => {
    await handle.destroy();
  });

  const claimByNumber = (number: string) =>
    handle.db.selectFrom('claims').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  const claimantByEmail = (email: string) =>
    handle.db.selectFrom('claimants').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const accountFor = (claimantId: string) =>
    handle.db.selectFrom('accounts').selectAll().where('claimant_id', '=', claimantId).executeTakeFirst();

  it('seeds an empty database with the four demo claimants and their five claims', async () => {
    expect(result).toMatchObject({ seeded: true, claimants: 4, claims: 5 });
    const claimants = await handle.db.selectFrom('claimants').select(['first_name', 'surname']).execute();
    expect(claimants.map((c) => `${c.first_name} ${c.surname}`).sort()).toEqual([
      'Alex Citizen',
      'Jo Lee',
      'Riley Nguyen',
      'Sam Taylor',
    ]);
    expect(await isDatabaseEmpty(handle)).toBe(false);
  });

  it('gives Alex two claims, a mobile, a birth date and unverified bank details from the BSB sample', async () => {
    const alex = await claimantByEmail('alex@example.com');
    expect(alex).toMatchObject({
      mobile: '0412345678',
      date_of_birth: '1985-02-14',
      bank_details_verified: 0,
    });
    expect(alex.bank_bsb).toMatch(/^\d{3}-\d{3}$/);
    expect(alex.bank_account_name).toBeTruthy();
    expect(alex.bank_account_number).toMatch(/^\d{6,9}$/);
    const bsb = await handle.db
      .selectFrom('bsb_directory')
      .select('bank_code')
      .where('bsb', '=', alex.bank_bsb ?? '')
      .executeTakeFirst();
    expect(bsb).toBeDefined();
    const claims = await handle.db
      .selectFrom('claims')
      .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
      .select(['number', 'accident_date', 'location'])
      .where('claimant_claims.claimant_id', '=', alex.id)
      .orderBy('number')
      .execute();
    expect(claims).toEqual([
      { number: '12/34567', accident_date: '2025-03-14', location: 'Princes Hwy, Geelong' },
      { number: '12/34568', accident_date: '2023-08-02', location: null },
    ]);
    const account = await accountFor(alex.id);
    expect(account).toMatchObject({ username: 'alex@example.com', activated: 1 });
    expect(now.getTime() - Date.parse(account?.created_at ?? '')).toBeGreaterThan(48 * 3_600_000);
  });

  it('registers Sam less than 48 hours ago with e-mail only, and leaves Jo not activated', async () => {
    const sam = await claimantByEmail('sam@example.com');
    expect(sam.mobile).toBeNull();
    const samAccount = await accountFor(sam.id);
    expect(samAccount?.activated).toBe(1);
    expect(now.getTime() - Date.parse(samAccount?.created_at ?? '')).toBeLessThan(48 * 3_600_000);
    const samClaim = await claimByNumber('23/45678');
    expect(samClaim.number).toBe('23/45678');

    const jo = await claimantByEmail('jo@example.com');
    expect((await accountFor(jo.id))?.activated).toBe(0);
    const joClaims = await handle.db
      .selectFrom('claimant_claims')
      .select('claim_id')
      .where('claimant_id', '=', jo.id)
      .execute();
    expect(joClaims).toHaveLength(1);
  });

  it('knows Riley and claim 34/56789 without an account', async () => {
    const riley = await claimantByEmail('riley@example.com');
    expect(riley).toMatchObject({ date_of_birth: '1990-05-01', mobile: '0498765432' });
    expect(await accountFor(riley.id)).toBeUndefined();
    const claim = await claimByNumber('34/56789');
    const link = await handle.db
      .selectFrom('claimant_claims')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(link.claimant_id).toBe(riley.id);
  });

  it('stores the demo passwords as argon2id hashes that verify', async () => {
    const accounts = await handle.db.selectFrom('accounts').select(['username', 'password_hash']).execute();
    expect(accounts).toHaveLength(demoSignIns.filter((s) => s.password !== null).length);
    for (const account of accounts) {
      expect(account.password_hash).toMatch(/^\$argon2id\$/);
      const signIn = demoSignIns.find((s) => s.email === account.username);
      expect(await verify(account.password_hash, signIn?.password ?? '')).toBe(true);
      expect(await verify(account.password_hash, 'wrong-password')).toBe(false);
    }
  });

  it('fills claim 12/34567 with at least 25 messages over the last 8 months', async () => {
    const claim = await claimByNumber('12/34567');
    const messages = await handle.db
      .selectFrom('inbox_messages')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .execute();
    expect(messages.length).toBeGreaterThanOrEqual(25);
    const ages = messages.map((m) => now.getTime() - Date.parse(m.received_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(245 * DAY);
    expect(Math.max(...ages)).toBeGreaterThan(200 * DAY);
    expect(messages.filter((m) => m.read_at === null).length).toBeGreaterThanOrEqual(3);
    expect(messages.filter((m) => m.read_at !== null).length).toBeGreaterThanOrEqual(3);
    expect(messages.filter((m) => m.body.length >= 70).length).toBeGreaterThanOrEqual(3);
    expect(messages.filter((m) => m.body.length < 70).length).toBeGreaterThanOrEqual(1);
    expect(messages.some((m) => /https:\/\/\S+/.test(m.body))).toBe(true);
    expect(messages.every((m) => !m.body.includes('{phone}') && !m.body.includes('{provider}'))).toBe(true);
  });

  it('attaches real PDF, PNG and text files to several messages through the file sink', async () => {
    const attachments = await handle.db
      .selectFrom('inbox_attachments')
      .innerJoin('stored_files', 'stored_files.id', 'inbox_attachments.file_id')
      .select([
        'inbox_attachments.message_id',
        'stored_files.mime_type',
        'stored_files.storage_key',
        'stored_files.size_bytes',
        'stored_files.sha256',
      ])
      .execute();
    expect(new Set(attachments.map((a) => a.message_id)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(attachments.map((a) => a.mime_type))).toEqual(
      new Set(['application/pdf', 'image/png', 'text/plain']),
    );
    for (const attachment of attachments) {
      const bytes = files.get(attachment.storage_key);
      expect(bytes?.byteLength).toBe(attachment.size_bytes);
      expect(
        createHash('sha256')
          .update(bytes ?? new Uint8Array())
          .digest('hex'),
      ).toBe(attachment.sha256);
      const head = Buffer.from(bytes ?? []).subarray(0, 8);
      if (attachment.mime_type === 'application/pdf') {
        expect(head.toString('latin1', 0, 5)).toBe('%PDF-');
        expect(
          Buffer.from(bytes ?? [])
            .toString('latin1')
            .trimEnd()
            .endsWith('%%EOF'),
        ).toBe(true);
      }
      if (attachment.mime_type === 'image/png')
        expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });

  it('records a few sent items for Alex, each backed by a received submission', async () => {
    const claim = await claimByNumber('12/34567');
    const items = await handle.db
      .selectFrom('sent_items')
      .innerJoin('submissions', 'submissions.id', 'sent_items.submission_id')
      .select(['sent_items.subject_main', 'submissions.status', 'sent_items.request_type'])
      .where('sent_items.claim_id', '=', claim.id)
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.status === 'received')).toBe(true);
    const types = await handle.db
      .selectFrom('dropdown_items')
      .select('item_id')
      .where('list_type', '=', 'SentItemTypes')
      .execute();
    for (const item of items) expect(types.map((t) => t.item_id)).toContain(item.request_type);
  });

  it('seeds the dropdown lists the spec names, with titles 1 to 7 and nested sent-item types', async () => {
    const titles = await handle.db
      .selectFrom('dropdown_items')
      .select(['item_id', 'item'])
      .where('list_type', '=', 'Titles')
      .orderBy('position')
      .execute();
    expect(titles).toEqual(
      ['Dr', 'Mr', 'Mrs', 'Ms', 'Miss', 'Prof', 'Unknown'].map((item, i) => ({ item_id: i + 1, item })),
    );
    const items = (list: string) =>
      handle.db.selectFrom('dropdown_items').selectAll().where('list_type', '=', list).execute();
    expect((await items('UpdatePersonalReason')).map((i) => i.item)).toContain('Other');
    expect((await items('ReceiptTypes')).map((i) => i.item)).toEqual(
      expect.arrayContaining(['Other', 'Pharmacy', 'Home services']),
    );
    expect((await items('DocumentFormTypes')).map((i) => i.item)).toEqual(
      expect.arrayContaining(['Reimbursement', 'Tax File Declaration Form']),
    );
    expect((await items('ContactCategories')).map((i) => i.item)).toEqual(
      expect.arrayContaining(['Reimbursement', 'Other']),
    );
    expect((await items('SecurityQuestions')).length).toBeGreaterThan(0);
    const sentTypes = await items('SentItemTypes');
    const parentIds = new Set(sentTypes.map((i) => i.parent_id).filter((p) => p !== null));
    expect(parentIds.size).toBeGreaterThanOrEqual(1);
    for (const parentId of parentIds)
      expect(sentTypes.some((i) => i.item_id === parentId && i.parent_id === null)).toBe(true);
  });

  it('seeds services, the content items, survey questions and no active maintenance message', async () => {
    const services = await handle.db.selectFrom('services').selectAll().execute();
    expect(services.filter((s) => s.approved === 1).length).toBeGreaterThanOrEqual(4);
    expect(services.some((s) => s.excess_applies === 1)).toBe(true);
    expect(services.every((s) => s.content_html.startsWith('<'))).toBe(true);

    const content = await handle.db
      .selectFrom('content_items')
      .selectAll()
      .orderBy('name')
      .orderBy('position')
      .execute();
    const names = [...new Set(content.map((c) => c.name))];
    expect(names.sort()).toEqual([
      'authorityform',
      'notice',
      'privacy',
      'servicelist',
      'submitdocs',
      'surveyoutro',
      'terms',
    ]);
    expect(content.filter((c) => c.name === 'servicelist')).toHaveLength(2);
    const html = (name: string) => content.find((c) => c.name === name)?.html ?? '';
    // What part 2 §2 "Static pages" says each page states.
    for (const phrase of [
      '16 years',
      'natural person',
      'by SMS to your mobile number or by email',
      'by email or by phoning',
      '14 days notice',
      '10 days notice',
      'Victoria',
      'app store',
      'manage your personal details, submit queries and requests, search for service providers',
      'secure inbox',
      'upload supporting documents',
    ])
      expect(html('terms')).toContain(phrase);
    for (const phrase of [
      'not compulsory',
      'not be disclosed outside',
      'primary contact',
      'freedom of information',
    ])
      expect(html('notice')).toContain(phrase);
    expect(html('privacy')).toContain('Privacy policy');
    expect(html('surveyoutro')).toContain('Thank you');
    expect(services.filter((s) => s.approved === 1 && s.icon === null)).toHaveLength(1);
    expect(
      services.every((s) => s.icon === null || (SERVICE_ICON_NAMES as readonly string[]).includes(s.icon)),
    ).toBe(true);
    // The demo HTML is already in the sanitiser's form, so claimants see it exactly as written.
    const questionHtml = await handle.db.selectFrom('survey_questions').select('question_html').execute();
    for (const html of [
      ...content.map((c) => c.html),
      ...services.map((s) => s.content_html),
      ...questionHtml.map((q) => q.question_html),
    ])
      expect(sanitizeProviderHtml(html)).toBe(html);

    const questions = await handle.db.selectFrom('survey_questions').selectAll().execute();
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const q of questions) {
      const answers = JSON.parse(q.answers) as { Label: string; Value: string }[];
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers[0]).toEqual({ Label: expect.any(String), Value: expect.any(String) });
    }
    expect(await handle.db.selectFrom('maintenance_messages').selectAll().execute()).toEqual([]);
  });

  it('loads the BSB and address samples, including postal-only addresses', async () => {
    const count = (table: 'bsb_directory' | 'addresses') =>
      handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    expect((await count('bsb_directory')).n).toBeGreaterThanOrEqual(40);
    expect((await count('addresses')).n).toBeGreaterThanOrEqual(200);
    const postal = await handle.db
      .selectFrom('addresses')
      .select('single_line')
      .where('is_postal_only', '=', 1)
      .execute();
    expect(postal.some((a) => a.single_line.startsWith('PO Box'))).toBe(true);
  });

  it('refuses to seed a database that already holds data and changes nothing', async () => {
    const before = await handle.db.selectFrom('inbox_messages').select('id').execute();
    const second = await seedDemoData(handle, { now, writeFile });
    expect(second.seeded).toBe(false);
    expect(await handle.db.selectFrom('inbox_messages').select('id').execute()).toHaveLength(before.length);
    expect(await handle.db.selectFrom('claimants').select('id').execute()).toHaveLength(4);
  });
});

describe('isDatabaseEmpty', () => {
  it('treats a database with only an imported BSB directory as empty, and one claimant as not', async () => {
    const handle = await createTestDatabase();
    try {
      await handle.db
        .insertInto('bsb_directory')
        .values({
          bsb: '063-010',
          bank_code: 'CBA',
          name: 'Geelong',
          address: null,
          suburb: null,
          state: null,
          postcode: null,
          payments_flags: null,
        })
        .execute();
      expect(await isDatabaseEmpty(handle)).toBe(true);
      await handle.db
        .insertInto('claimants')
        .values(
          claimantRow(
            { id: 'c1', first_name: 'A', surname: 'B', date_of_birth: '1990-01-01', addresses_same: 0 },
            now.toISOString(),
          ),
        )
        .execute();
      expect(await isDatabaseEmpty(handle)).toBe(false);
      expect(
        (await seedDemoData(handle, { now, writeFile: async () => 'unused-key-000000000000' })).seeded,
      ).toBe(false);
    } finally {
      await handle.destroy();
    }
  });
});
