import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, parseArgs } from '../../src/cli/cli-args.js';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { sampleFilePath } from '../../src/db/seed/sample-files.js';
import { lookupAddresses } from '../../src/modules/address-lookup/address-lookup.service.js';
import { createTestDatabase } from '../support/test-database.js';

interface Captured {
  context: CommandContext;
  out: string[];
  err: string[];
}

function contextOn(handle: DatabaseHandle, folder = process.cwd()): Captured {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    context: {
      database: () => Promise.resolve(handle),
      resolvePath: (path) => resolve(folder, path),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
    },
  };
}

async function count(handle: DatabaseHandle, table: 'addresses' | 'bsb_directory'): Promise<number> {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('provider command line', () => {
  let handle: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    folder = mkdtempSync(join(tmpdir(), 'portal-cli-test-'));
  });
  afterAll(async () => {
    await handle.destroy();
    rmSync(folder, { recursive: true, force: true });
  });
  afterEach(async () => {
    await handle.db.deleteFrom('addresses').execute();
    await handle.db.deleteFrom('bsb_directory').execute();
  });

  it('imports the shipped address sample, prints the counts and makes it searchable', async () => {
    const { context, out, err } = contextOn(handle);
    const code = await runProvider(['import-addresses', sampleFilePath('addresses')], context);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const total = await count(handle, 'addresses');
    expect(total).toBeGreaterThan(200);
    expect(out.join('\n')).toMatch(new RegExp(`Imported ${total} addresses \\(\\d+ delivery-only\\)`));
    const found = await lookupAddresses(handle.db, '14 pakington geelong', true);
    expect(found.results[0]?.PartialAddress).toBe('14 Pakington Street, Geelong West VIC 3218');
  });

  it('replaces the address index unless told to merge, keeping the search in step', async () => {
    const first = join(folder, 'first.csv');
    const second = join(folder, 'second.csv');
    const header =
      'ADDRESS_DETAIL_PID,NUMBER_FIRST,STREET_NAME,STREET_TYPE_CODE,LOCALITY_NAME,STATE_ABBREVIATION,POSTCODE';
    writeFileSync(first, `${header}\nA1,1,ZEPHYR,STREET,TORQUAY,VIC,3228\n`);
    writeFileSync(second, `${header}\nB1,2,QUOLL,ROAD,LARA,VIC,3212\n`);
    const { context } = contextOn(handle, folder);

    expect(await runProvider(['import-addresses', 'first.csv'], context)).toBe(0);
    expect(await runProvider(['import-addresses', 'second.csv', '--merge'], context)).toBe(0);
    expect(await count(handle, 'addresses')).toBe(2);
    expect((await lookupAddresses(handle.db, 'zephyr', false)).results).toHaveLength(1);

    expect(await runProvider(['import-addresses', 'second.csv'], context)).toBe(0);
    expect(await count(handle, 'addresses')).toBe(1);
    expect((await lookupAddresses(handle.db, 'zephyr', false)).results).toEqual([]);
    expect((await lookupAddresses(handle.db, '2 quoll rd', false)).results[0]?.Moniker).toBe('B1');
  });

  it('imports the shipped BSB sample and prints the counts', async () => {
    const { context, out } = contextOn(handle);
    expect(await runProvider(['import-bsb', sampleFilePath('bsb')], context)).toBe(0);
    const total = await count(handle, 'bsb_directory');
    expect(total).toBeGreaterThanOrEqual(40);
    expect(out.join('\n')).toMatch(new RegExp(`Imported ${total} BSB entries of \\d+ banks`));
    const geelong = await handle.db
      .selectFrom('bsb_directory')
      .selectAll()
      .where('bsb', '=', '063-010')
      .executeTakeFirst();
    expect(geelong?.name).toBe('Geelong');
  });

  it('reports a malformed CSV by line, changes nothing and exits 1', async () => {
    const bad = join(folder, 'bad.csv');
    writeFileSync(bad, '"063-010","CBA","Geelong"\n"63-01","CBA","Bad"\n');
    const { context, err } = contextOn(handle, folder);
    expect(await runProvider(['import-bsb', 'bad.csv'], context)).toBe(1);
    expect(err.join('\n')).toMatch(/import-bsb failed: Line 2: "63-01" is not a BSB/);
    expect(await count(handle, 'bsb_directory')).toBe(0);
  });

  it('reports a missing file and exits 1', async () => {
    const { context, err } = contextOn(handle, folder);
    expect(await runProvider(['import-addresses', 'nowhere.csv'], context)).toBe(1);
    expect(err.join('\n')).toMatch(/import-addresses failed: .*nowhere\.csv/);
  });

  it('answers a wrong call with the usage and exit code 2', async () => {
    const { context, err } = contextOn(handle);
    expect(await runProvider(['import-bsb'], context)).toBe(2);
    expect(err).toEqual([
      'import-bsb: missing <csv>.',
      'Usage: npm run provider -- import-bsb <csv> [--merge]',
    ]);
    expect(await runProvider(['import-bsb', 'a.csv', '--replace'], context)).toBe(2);
    expect(await runProvider(['import-bsb', 'a.csv', 'b.csv'], context)).toBe(2);
    expect(await runProvider(['frobnicate'], context)).toBe(2);
    expect(err.join('\n')).toContain('Unknown command "frobnicate".');
  });

  it('lists every command with help, and one command with help <command>', async () => {
    const { context, out } = contextOn(handle);
    expect(await runProvider(['help'], context)).toBe(0);
    const text = out.join('\n');
    for (const name of ['import-addresses', 'import-bsb', 'help'])
      expect(text).toMatch(new RegExp(`^  ${name} `, 'm'));
    out.length = 0;
    expect(await runProvider([], context)).toBe(0);
    expect(out[0]).toBe('Usage: npm run provider -- <command> [arguments]');
    out.length = 0;
    expect(await runProvider(['help', 'import-addresses'], context)).toBe(0);
    expect(out[0]).toBe('Usage: npm run provider -- import-addresses <csv> [--merge]');
  });

  it('reads a declared value option after a space or after =, and any other option as a flag', () => {
    const parsed = parseArgs(
      ['--claim', '12/34567', 'a.pdf', '--subject=Hi', '--merge', 'b.pdf', '--message', '-1'],
      ['claim', 'subject', 'message'],
    );
    expect(parsed.positional).toEqual(['a.pdf', 'b.pdf']);
    expect([...parsed.options]).toEqual([
      ['claim', '12/34567'],
      ['subject', 'Hi'],
      ['merge', true],
      ['message', '-1'],
    ]);
    expect(parseArgs(['--subject=--odd'], ['subject']).options.get('subject')).toBe('--odd');
    expect(parseArgs(['--', '--claim'], ['claim']).positional).toEqual(['--claim']);
  });

  it('refuses a value option with nothing after it or followed by another option', () => {
    expect(() => parseArgs(['a.csv', '--claim'], ['claim'])).toThrow(new UsageError('--claim needs a value'));
    expect(() => parseArgs(['--claim', '--merge'], ['claim'])).toThrow(/--claim needs a value/);
    expect(() => parseArgs(['--claim', '--'], ['claim'])).toThrow(/--claim needs a value/);
  });

  it('splits options from positional words, and takes every word after -- as positional', () => {
    const parsed = parseArgs(['a.csv', '--merge', '--limit=5', '--', '--odd-name.csv']);
    expect(parsed.positional).toEqual(['a.csv', '--odd-name.csv']);
    expect([...parsed.options]).toEqual([
      ['merge', true],
      ['limit', '5'],
    ]);
  });
});
