import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultBranding } from '@portal/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runProvider } from '../../src/cli/run-provider.js';
import type { ServicesContext } from '../../src/cli/commands/portal-services.js';
import { newId } from '../../src/lib/ids.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import { samples } from '../files/files-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/** The sample shipped next to the BSB and address samples (apps/server/samples). */
const SAMPLE_CLAIMANTS = fileURLToPath(new URL('../../samples/claimants.csv', import.meta.url));

interface Captured {
  context: ServicesContext;
  out: string[];
  err: string[];
}

describe('provider data commands', () => {
  let t: TestApp;
  let folder: string;

  /** A fresh database and folder. */
  async function start() {
    t = await createTestApp();
    folder = mkdtempSync(join(tmpdir(), 'portal-cli-data-'));
  }
  async function stop() {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  }

  function capture(): Captured {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      context: {
        database: () => Promise.resolve(t.database),
        resolvePath: (path) => resolve(folder, path),
        print: (line) => out.push(line),
        printError: (line) => err.push(line),
        services: () =>
          Promise.resolve({
            db: t.database.db,
            storage: t.app.storage,
            deliveries: t.app.deliveries,
            log: t.app.log,
            branding: defaultBranding,
            close: () => Promise.resolve(),
          }),
      },
    };
  }

  const claimantByRef = (ref: string) =>
    t.database.db.selectFrom('claimants').selectAll().where('external_ref', '=', ref).executeTakeFirst();
  const claimNumbersOf = async (ref: string) =>
    (
      await t.database.db
        .selectFrom('claimants')
        .innerJoin('claimant_claims', 'claimant_claims.claimant_id', 'claimants.id')
        .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
        .select('claims.number')
        .where('claimants.external_ref', '=', ref)
        .orderBy('claims.number')
        .execute()
    ).map((row) => row.number);

  /** Imports the shipped sample: claimants TAC-S-200101 to 200103, claims 56/10001 to 56/10003. */
  async function importSample() {
    const { context, err } = capture();
    expect(await runProvider(['import-claimants', SAMPLE_CLAIMANTS], context)).toBe(0);
    expect(err).toEqual([]);
  }

  // The import needs a database without the sample, and the listing counts every submission (and marks
  // them received): each of these tests has a database of its own.
  describe('on a database of their own', () => {
    beforeEach(start);
    afterEach(stop);

    it('imports the shipped claimant sample: one row per claimant and claim', async () => {
      const { context, out, err } = capture();
      expect(await runProvider(['import-claimants', SAMPLE_CLAIMANTS], context)).toBe(0);
      expect(err).toEqual([]);
      expect(out.join('\n')).toMatch(/Imported 4 of 4 rows .*: 3 claimants created, 0 updated\./);
      expect(await claimNumbersOf('TAC-S-200101')).toEqual(['56/10001', '56/10002']);
      expect(await claimantByRef('TAC-S-200101')).toMatchObject({
        first_name: 'Dylan',
        email: 'dylan.carter@example.com',
        mobile: '0411222333',
        phone_area_code: '03',
        bank_bsb: '063-010',
        bank_account_number: '12345678',
      });
      expect(await claimantByRef('TAC-S-200102')).toMatchObject({ addresses_same: 0, bank_bsb: null });
      expect(await claimantByRef('TAC-S-200103')).toMatchObject({
        is_state_trustee: 1,
        mobile_edit_disabled: 1,
        bank_edit_allowed: 0,
      });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'provider.claimant.created')
        .execute();
      expect(audit.filter((row) => row.actor_kind === 'provider' && row.actor_id === 'cli')).toHaveLength(3);
    });

    it('lists and exports submissions with their files, and marks them received', async () => {
      await importSample();
      const claimant = await claimantByRef('TAC-S-200102');
      const claim = await t.database.db
        .selectFrom('claims')
        .select('id')
        .where('number', '=', '56/10003')
        .executeTakeFirstOrThrow();
      const submissionId = newId();
      const fileIds = [newId(), newId()];
      const at = '2026-02-27T03:04:05.000Z';
      await t.database.db
        .insertInto('submissions')
        .values({
          id: submissionId,
          claimant_id: claimant?.id ?? '',
          claim_id: claim.id,
          kind: 'personalDetails',
          status: 'submitted',
          data: JSON.stringify({ Surname: 'Raman-Lee' }),
          created_at: at,
          submitted_at: at,
          received_at: null,
        })
        .execute();
      for (const [position, fileId] of fileIds.entries()) {
        const storageKey = newStorageKey();
        await t.app.storage.put(storageKey, samples.pdf);
        await t.database.db
          .insertInto('stored_files')
          .values({
            id: fileId,
            claimant_id: claimant?.id ?? null,
            claim_id: claim.id,
            // The same name twice, and one that tries to leave the folder.
            filename: position === 0 ? 'certificate.pdf' : '../certificate.pdf',
            mime_type: 'application/pdf',
            size_bytes: samples.pdf.length,
            storage_key: storageKey,
            sha256: createHash('sha256').update(samples.pdf).digest('hex'),
            purpose: 'details',
            status: 'attached',
            form_id: submissionId,
            created_at: at,
          })
          .execute();
        await t.database.db
          .insertInto('submission_files')
          .values({ submission_id: submissionId, file_id: fileId, position })
          .execute();
      }

      const listed = capture();
      expect(await runProvider(['list-submissions'], listed.context)).toBe(0);
      expect(listed.out[0]).toBe(
        `${at}  personalDetails  56/10003  TAC-S-200102  ${submissionId}  2 files  submitted`,
      );
      expect(listed.out.at(-1)).toBe('Showing 1-1 of 1 submitted submissions.');

      const exported = capture();
      expect(await runProvider(['export-submissions', 'out', '--mark-received'], exported.context)).toBe(0);
      expect(exported.out.at(-1)).toBe(
        `Exported 1 submitted submissions to ${join(folder, 'out')}, each marked received.`,
      );
      const written = join(folder, 'out', `2026-02-27-personalDetails-${submissionId}`);
      expect(readdirSync(join(folder, 'out'))).toEqual([`2026-02-27-personalDetails-${submissionId}`]);
      expect(readdirSync(written).sort()).toEqual([
        'certificate (2).pdf',
        'certificate.pdf',
        'submission.json',
      ]);
      expect(readFileSync(join(written, 'certificate (2).pdf')).equals(samples.pdf)).toBe(true);
      const json = JSON.parse(readFileSync(join(written, 'submission.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(json).toMatchObject({
        SubmissionId: submissionId,
        ClaimNumber: '56/10003',
        ClaimantRef: 'TAC-S-200102',
        Data: { Surname: 'Raman-Lee' },
        Files: [{ SavedAs: 'certificate.pdf' }, { SavedAs: 'certificate (2).pdf' }],
      });

      const after = capture();
      expect(await runProvider(['list-submissions'], after.context)).toBe(0);
      expect(after.out).toEqual(['Showing 0-0 of 0 submitted submissions.']);
      const received = capture();
      expect(await runProvider(['list-submissions', '--status=received'], received.context)).toBe(0);
      expect(received.out[0]).toMatch(/ received$/);
      const again = capture();
      expect(await runProvider(['export-submissions', 'out'], again.context)).toBe(0);
      expect(again.out).toEqual([`Exported 0 submitted submissions to ${join(folder, 'out')}.`]);
    });
  });

  // None of these counts or changes what another one reads: they share one database with the sample.
  describe('on the imported sample', () => {
    beforeAll(async () => {
      await start();
      await importSample(); // claims 56/10001 (TAC-S-200101) to 56/10003
    });
    afterAll(stop);

    it('reports bad rows by line and keeps the good ones', async () => {
      const csv = [
        'ClaimantRef,FirstName,Surname,DateOfBirth,Email,ClaimNumber,DateOfAccident',
        'CSV-OK-1,Ari,Lane,01/02/1990,ari@example.com,57/10001,01/01/2025',
        'CSV-BAD-1,Bo,Lane,31/02/1990,not-an-email,57/10002,01/01/2025',
        'CSV-BAD-2,Cy,Lane,01/02/1990,,56/10001,01/01/2025',
        'CSV-OK-2,Di,Lane,01/02/1990,,,',
      ].join('\n');
      writeFileSync(join(folder, 'mixed.csv'), csv);
      const { context, out, err } = capture();
      expect(await runProvider(['import-claimants', 'mixed.csv'], context)).toBe(1);
      expect(out.join('\n')).toMatch(/Imported 2 of 4 rows .*: 2 claimants created, 0 updated\./);
      expect(err[0]).toBe('2 rows refused (nothing of them was saved):');
      expect(err[1]).toMatch(
        /^Line 3: DateOfBirth: Enter a valid Date of Birth; Email: Enter a valid email address$/,
      );
      expect(err[2]).toBe('Line 4: Claim 56/10001 is already linked to another claimant.');
      expect(await claimantByRef('CSV-OK-1')).toBeDefined();
      expect(await claimantByRef('CSV-OK-2')).toBeDefined();
      expect(await claimantByRef('CSV-BAD-1')).toBeUndefined();
      expect(await claimantByRef('CSV-BAD-2')).toBeUndefined();
    });

    it('refuses a CSV without a required column and imports nothing', async () => {
      writeFileSync(join(folder, 'short.csv'), 'ClaimantRef,FirstName\nCSV-X,Ed\n');
      const { context, err } = capture();
      expect(await runProvider(['import-claimants', 'short.csv'], context)).toBe(1);
      expect(err.join('\n')).toContain('Line 1: missing column Surname, DateOfBirth');
      expect(await claimantByRef('CSV-X')).toBeUndefined();
    });

    it('sends a message with an attachment, and refuses an unknown claim or a renamed executable', async () => {
      writeFileSync(join(folder, 'letter.pdf'), samples.pdf);
      writeFileSync(join(folder, 'fake.pdf'), samples.windowsExecutable);
      const sent = capture();
      const code = await runProvider(
        [
          'send-message',
          '--claim=56/10003',
          '--subject=Your letter',
          '--message=Please read it.',
          'letter.pdf',
        ],
        sent.context,
      );
      expect(sent.err).toEqual([]);
      expect(code).toBe(0);
      const id = /Sent message (\S+) to claim 56\/10003 with 1 attachment\./.exec(sent.out.join('\n'))?.[1];
      const message = await t.database.db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('id', '=', id ?? '')
        .executeTakeFirstOrThrow();
      expect(message).toMatchObject({ subject: 'Your letter', body: 'Please read it.' });
      const files = await t.database.db
        .selectFrom('inbox_attachments')
        .innerJoin('stored_files', 'stored_files.id', 'inbox_attachments.file_id')
        .select(['stored_files.filename', 'stored_files.purpose'])
        .where('inbox_attachments.message_id', '=', message.id)
        .execute();
      expect(files).toEqual([{ filename: 'letter.pdf', purpose: 'inbox' }]);

      const count = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('inbox_messages')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const unknown = capture();
      expect(
        await runProvider(
          ['send-message', '--claim=99/99999', '--subject=S', '--message=M'],
          unknown.context,
        ),
      ).toBe(1);
      expect(unknown.err).toEqual(['send-message failed: The item you asked for could not be found.']);
      const renamed = capture();
      expect(
        await runProvider(
          ['send-message', '--claim=56/10003', '--subject=S', '--message=M', 'fake.pdf'],
          renamed.context,
        ),
      ).toBe(1);
      expect(renamed.err[0]).toMatch(
        /send-message failed: Attachment "fake.pdf" is not an accepted document type/,
      );
      expect(await count()).toBe(before);
    });

    it('reads every value option written after a space as well as after =', async () => {
      writeFileSync(join(folder, 'note.txt'), 'Written in a file.');
      const sent = capture();
      expect(
        await runProvider(
          ['send-message', '--claim', '56/10003', '--subject', 'Spaced out', '--message-file', 'note.txt'],
          sent.context,
        ),
      ).toBe(0);
      expect(sent.err).toEqual([]);
      const id = /Sent message (\S+) to claim 56\/10003 with 0 attachments\./.exec(sent.out.join('\n'))?.[1];
      const message = await t.database.db
        .selectFrom('inbox_messages')
        .select(['subject', 'body'])
        .where('id', '=', id ?? '')
        .executeTakeFirst();
      expect(message).toEqual({ subject: 'Spaced out', body: 'Written in a file.' });

      const mixed = capture();
      expect(
        await runProvider(
          ['send-message', '--claim=56/10003', '--subject', 'Mixed', '--message', '- a dash first'],
          mixed.context,
        ),
      ).toBe(0);
      expect(mixed.err).toEqual([]);

      const listed = capture();
      expect(await runProvider(['list-submissions', '--status', 'all', '--limit', '1'], listed.context)).toBe(
        0,
      );
      expect(listed.out.at(-1)).toMatch(/^Showing \d-\d of \d+ all submissions\.$/);
      const exported = capture();
      expect(
        await runProvider(['export-submissions', '--status', 'received', 'none'], exported.context),
      ).toBe(0);
      expect(exported.out.at(-1)).toBe(`Exported 0 received submissions to ${join(folder, 'none')}.`);
    });

    it('sends a message once per --reference: a second run names the stored message and sends nothing', async () => {
      writeFileSync(join(folder, 'retry.pdf'), samples.pdf);
      const argv = [
        'send-message',
        '--claim=56/10003',
        '--subject=Retried letter',
        '--message=Sent once.',
        '--reference',
        'crm-4711',
        'retry.pdf',
      ];
      const first = capture();
      expect(await runProvider(argv, first.context)).toBe(0);
      const id = /Sent message (\S+) to claim 56\/10003 with 1 attachment\./.exec(first.out.join('\n'))?.[1];
      expect(id).toBeDefined();
      const again = capture();
      expect(await runProvider(argv, again.context)).toBe(0);
      expect(again.out.at(-1)).toBe(
        `Message ${id} with reference crm-4711 was already sent to claim 56/10003; nothing was sent again.`,
      );
      const rows = await t.database.db
        .selectFrom('inbox_messages')
        .select(['id', 'provider_reference'])
        .where('subject', '=', 'Retried letter')
        .execute();
      expect(rows).toEqual([{ id, provider_reference: 'crm-4711' }]);

      const bad = capture();
      expect(await runProvider([...argv.slice(0, 5), 'has space'], bad.context)).toBe(2);
    });

    it('refuses a value option without its value with the usage and exit code 2', async () => {
      const cases: [string[], string][] = [
        [['send-message', '--subject=S', '--message=M', '--claim'], '--claim'],
        [['send-message', '--claim', '--subject=S', '--message=M'], '--claim'],
        [['list-submissions', '--limit'], '--limit'],
        [['export-submissions', 'out', '--status'], '--status'],
      ];
      for (const [argv, option] of cases) {
        const { context, err } = capture();
        expect(await runProvider(argv, context), argv.join(' ')).toBe(2);
        expect(err[0]).toBe(`${argv[0]}: ${option} needs a value.`);
        expect(err[1]).toMatch(new RegExp(`^Usage: npm run provider -- ${argv[0]} `));
      }
      const list = capture();
      expect(await runProvider(['list-submissions', '--status', 'opened'], list.context)).toBe(2);
      expect(list.err[0]).toMatch(/^list-submissions: --status: /);
    });

    it('shows the value options in their space form in the help', async () => {
      const { context, out } = capture();
      expect(await runProvider(['help', 'send-message'], context)).toBe(0);
      expect(out[0]).toBe(
        'Usage: npm run provider -- send-message --claim NN/NNNNN --subject "<text>" ' +
          '(--message "<text>" | --message-file <path>) [--reference <your message id>] [<attachment>...]',
      );
      const all = capture();
      expect(await runProvider(['help'], all.context)).toBe(0);
      expect(all.out).toContain('An option that takes a value is written "--name value" or "--name=value".');
      expect(all.out.join('\n')).not.toMatch(/--(status|limit|offset|claim|subject|message)=/);
    });
  });
});
