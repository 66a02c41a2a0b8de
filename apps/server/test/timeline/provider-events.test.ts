// The provider's events (issue 32 "What's happening"): PUT /provider/v1/events/:reference is an
// idempotent upsert by the provider's reference (parallel PUTs leave one row and one set of letters),
// replaces the letters of an update, refuses bad input with the envelope changing nothing; GET lists a
// claim's whole timeline; both are in the OpenAPI document under the Timeline tag.
import { serverErrors } from '@portal/contract';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import { samples } from '../files/files-fixtures.js';
import {
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';
import { callProvider } from '../provider-api/provider-test-support.js';
import type { TestApp } from '../support/test-app.js';
import { countOf, getTimeline, listEvents, putEvent, readFile } from './timeline-fixtures.js';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('provider events', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Taylor');
  });
  afterAll(async () => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    ClaimNumber: claimant.claimNumber,
    Date: '2026-11-21T09:30:00+11:00',
    Title: 'Decision on your claim',
    Body: 'We have made a decision.',
    Attachments: [{ Filename: 'Decision.pdf', Data: base64(samples.pdf) }],
    ...overrides,
  });
  const counts = async () => ({
    events: await countOf(t, 'claim_events'),
    links: await countOf(t, 'claim_event_attachments'),
    files: await countOf(t, 'stored_files'),
  });
  const liveLetters = (reference: string) =>
    t.database.db
      .selectFrom('claim_event_attachments')
      .innerJoin('claim_events', 'claim_events.id', 'claim_event_attachments.event_id')
      .innerJoin('stored_files', 'stored_files.id', 'claim_event_attachments.file_id')
      .select(['stored_files.id', 'stored_files.filename', 'stored_files.status', 'stored_files.storage_key'])
      .where('claim_events.reference', '=', reference)
      .execute();

  it('creates an event with its letter, answers it stored and shows it to the claimant', async () => {
    const response = await putEvent(t, key, 'DEC-1', body());
    expect(response.statusCode, response.body).toBe(200);
    const [letter] = await liveLetters('DEC-1');
    expect(response.json()).toEqual({
      Reference: 'DEC-1',
      ClaimNumber: claimant.claimNumber,
      Date: '2026-11-20T22:30:00.000Z',
      Title: 'Decision on your claim',
      Body: 'We have made a decision.',
      Attachments: [
        {
          FileId: letter!.id,
          Filename: 'Decision.pdf',
          MimeType: 'application/pdf',
          SizeBytes: samples.pdf.length,
          Sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ],
      CreatedAt: t.clock.now().toISOString(),
      UpdatedAt: t.clock.now().toISOString(),
    });
    expect((await getTimeline(t, claimant.token)).Items).toEqual([
      {
        EntryId: expect.any(String),
        Kind: 'provider',
        Date: '21/11/2026',
        Time: '9:30 am',
        Title: 'Decision on your claim',
        Body: 'We have made a decision.',
        Attachments: [{ FileID: letter!.id, Filename: 'Decision.pdf' }],
        Link: null,
      },
    ]);
  });

  it('changes nothing for a repeat of the same body: same row, same letter, no new file', async () => {
    const before = await counts();
    const letters = await liveLetters('DEC-1');
    t.clock.advanceMinutes(5);
    const response = await putEvent(t, key, 'DEC-1', body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      UpdatedAt: new Date(t.clock.now().getTime() - 5 * 60_000).toISOString(),
    });
    expect(await counts()).toEqual(before);
    expect(await liveLetters('DEC-1')).toEqual(letters);
  });

  it('updates words and date, and replaces the letters: the old one is discarded and unreadable', async () => {
    const [old] = await liveLetters('DEC-1');
    const response = await putEvent(
      t,
      key,
      'DEC-1',
      body({
        Date: '2026-11-22T10:00:00+11:00',
        Title: 'Revised decision',
        Attachments: [{ Filename: 'Revised.png', Data: base64(samples.png) }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Title: 'Revised decision', Date: '2026-11-21T23:00:00.000Z' });
    const letters = await liveLetters('DEC-1');
    expect(letters.map((l) => l.filename)).toEqual(['Revised.png']);
    const oldRow = await t.database.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', old!.id)
      .executeTakeFirstOrThrow();
    expect(oldRow.status).toBe('discarded');
    expect((await readFile(t, claimant.token, old!.id)).statusCode).toBe(225);
    expect((await readFile(t, claimant.token, letters[0]!.id)).statusCode).toBe(200);
    await expect(t.app.storage.get(old!.storage_key)).rejects.toThrow();
    const page = await getTimeline(t, claimant.token);
    expect(page.Items.map((item) => [item.Title, item.Date])).toEqual([['Revised decision', '22/11/2026']]);
  });

  it('leaves one row and one set of letters after parallel PUTs of one new reference', async () => {
    const before = await counts();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => putEvent(t, key, 'PAR-1', body({ Title: 'Parallel' }))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('claim_events')
      .select('id')
      .where('reference', '=', 'PAR-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await liveLetters('PAR-1')).toHaveLength(1);
    const after = await counts();
    expect(after.events - before.events).toBe(1);
    expect(after.links - before.links).toBe(1);
    expect(after.files - before.files).toBe(1);
  });

  describe('refuses bad input with the envelope and changes nothing', () => {
    const refusals: [string, Record<string, unknown>, number, number][] = [
      ['a title that is a number', { Title: 7 }, 415, -1],
      ['an empty title', { Title: '  ' }, 415, -1],
      ['a date without its offset', { Date: '2026-11-21T09:30:00' }, 415, -1],
      ['a date written dd/mm/yyyy', { Date: '21/11/2026' }, 415, -1],
      ['a day that does not exist', { Date: '2026-02-30T09:30:00+11:00' }, 415, -1],
      ['a date before 1900', { Date: '1850-01-01T00:00:00Z' }, 225, serverErrors.providerEventDate.Number],
      ['attachments that are not a list', { Attachments: 'Decision.pdf' }, 415, -1],
      [
        'five attachments',
        { Attachments: Array(5).fill({ Filename: 'a.pdf', Data: base64(samples.pdf) }) },
        415,
        -1,
      ],
      [
        'data that is not base64',
        { Attachments: [{ Filename: 'a.pdf', Data: 'not base64!' }] },
        225,
        serverErrors.providerAttachmentNotBase64.Number,
      ],
      [
        'a program renamed',
        { Attachments: [{ Filename: 'setup.exe', Data: base64(samples.windowsExecutable) }] },
        225,
        serverErrors.providerAttachmentType.Number,
      ],
      [
        'a good letter with a refused one (all or none)',
        {
          Attachments: [
            { Filename: 'ok.pdf', Data: base64(samples.pdf) },
            { Filename: 'bad.pdf', Data: base64(samples.windowsExecutable) },
          ],
        },
        225,
        serverErrors.providerAttachmentType.Number,
      ],
      ['an unknown claim', { ClaimNumber: uniqueClaimNumber() }, 225, serverErrors.notFound.Number],
    ];
    it.each(refusals)('%s', async (_name, overrides, status, number) => {
      const before = await counts();
      const response = await putEvent(t, key, 'BAD-1', body(overrides));
      expect(response.statusCode, response.body).toBe(status);
      if (number >= 0) expect(errorsOf(response).map((e) => e.Number)).toEqual([number]);
      else expect(errorsOf(response).length).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
    });

    it('an attachment of 10MB or more', async () => {
      const before = await counts();
      const big = Buffer.alloc(10_485_760, 0x20);
      samples.pdf.copy(big);
      const response = await putEvent(
        t,
        key,
        'BAD-2',
        body({ Attachments: [{ Filename: 'big.pdf', Data: base64(big) }] }),
      );
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response).map((e) => e.Number)).toEqual([
        serverErrors.providerAttachmentTooLarge.Number,
      ]);
      expect(await counts()).toEqual(before);
    });

    it('a reference already used on another claim', async () => {
      const other = await signedInClaimant(t, key, 'Other');
      const before = await counts();
      const response = await putEvent(t, key, 'DEC-1', body({ ClaimNumber: other.claimNumber }));
      expect(response.statusCode).toBe(225);
      expect(errorsOf(response).map((e) => e.Number)).toEqual([serverErrors.providerEventOtherClaim.Number]);
      expect(await counts()).toEqual(before);
      expect(await getTimeline(t, other.token)).toEqual({ Items: [], Next: null });
    });

    it('a bad reference', async () => {
      const response = await putEvent(t, key, 'with space', body());
      expect(response.statusCode).toBe(415);
    });
  });

  it("lists a claim's whole timeline newest first, and refuses an unknown claim", async () => {
    const response = await listEvents(t, key, claimant.claimNumber);
    expect(response.statusCode, response.body).toBe(200);
    const entries = (
      response.json() as { Entries: { Reference: string | null; Title: string; Attachments: string[] }[] }
    ).Entries;
    expect(entries.map((e) => [e.Reference, e.Title, e.Attachments])).toEqual([
      ['DEC-1', 'Revised decision', ['Revised.png']],
      ['PAR-1', 'Parallel', ['Decision.pdf']],
    ]);
    const unknown = await listEvents(t, key, uniqueClaimNumber());
    expect(errorsOf(unknown).map((e) => e.Number)).toEqual([serverErrors.notFound.Number]);
  });

  it("lists a claim's timeline from the CLI too (list-timeline)", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const context: CommandContext = {
      database: () => Promise.resolve(t.database),
      resolvePath: (path) => resolve(path),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
    };
    expect(await runProvider(['list-timeline', claimant.claimNumber], context)).toBe(0);
    expect(out).toEqual([
      '22/11/2026 10:00 am  provider  DEC-1  Revised decision  Revised.png',
      '21/11/2026 9:30 am  provider  PAR-1  Parallel  Decision.pdf',
      '2 entries.',
    ]);
    expect(await runProvider(['list-timeline', 'nope'], context)).toBe(2);
    expect(err.join('\n')).toContain('list-timeline');
  });

  it('documents both calls in the OpenAPI document under Timeline', async () => {
    const docs = await callProvider(t.app, { method: 'GET', url: '/provider/docs', key });
    const document = docs.json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(document.tags.map((tag) => tag.name)).toContain('Timeline');
    expect(document.paths['/provider/v1/events/{reference}']?.put?.tags).toEqual(['Timeline']);
    expect(document.paths['/provider/v1/events']?.get?.tags).toEqual(['Timeline']);
  });
});
