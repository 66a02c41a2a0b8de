import { describe, expect, it } from 'vitest';
import {
  PERSON_MODULE,
  readServerFile,
  serverSourceFiles,
  tableUses,
  usesInFiles,
} from './person-table-scan.js';

/**
 * STYLE.md principle 12 and issue 31: the person's tables (claimants, accounts) have one owning
 * module, modules/claimant, and the others call its service. The database layer's migrations and demo
 * seed build and fill the tables, so they may write them; nothing else does.
 */
const mayWrite = (file: string) =>
  file.startsWith(PERSON_MODULE) || file.startsWith('src/db/migrations/') || file.startsWith('src/db/seed/');

/**
 * Reads outside the owner, each kept on purpose (a join the statement needs, or a layer that has no
 * service to call yet). A new one goes through the owner's service instead, or is added here with why.
 */
const readsKeptOutside: Record<string, string> = {
  // The provider's paged lists name the claimant by external_ref in one statement per page.
  'src/modules/submissions/submissions.repository.ts': 'provider list of submissions',
  'src/modules/survey/survey-results.repository.ts': 'provider list of survey results',
};

/** An import of the claimant module's inside (its repository, its identity rules) rather than its service. */
const innerImport = /from\s+['"][^'"]*\/claimant\/(?!claimant\.service\.js['"])[^'"]+['"]/;

describe('the person tables', () => {
  it('are written only by their owning module (and the migrations and demo seed)', () => {
    const writes = usesInFiles(
      serverSourceFiles().filter((file) => !mayWrite(file)),
      'write',
    );
    expect(writes).toEqual([]);
  });

  it('are read outside their owning module only where a kept join says why', () => {
    const reads = usesInFiles(
      serverSourceFiles().filter((file) => !mayWrite(file) && !(file in readsKeptOutside)),
      'read',
    );
    expect(reads).toEqual([]);
  });

  it('are reached from other modules through claimant.service.ts only', () => {
    const reaching = serverSourceFiles().filter(
      (file) => !file.startsWith(PERSON_MODULE) && innerImport.test(readServerFile(file)),
    );
    expect(reaching).toEqual([]);
  });

  it('keeps no stale entry among the kept reads', () => {
    const stale = Object.keys(readsKeptOutside).filter((file) => usesInFiles([file], 'read').length === 0);
    expect(stale).toEqual([]);
  });
});

describe('the person-table scanner', () => {
  it('finds Kysely writes of the person tables, with an alias, in any quote', () => {
    const probe = [
      "await db.insertInto('accounts').values(row).execute();",
      'await trx\n  .updateTable("claimants as c")\n  .set({ email: null });',
      'await db.deleteFrom(`accounts`).where("id", "=", id).execute();',
      "await db.replaceInto('claimants').values(row).execute();",
    ].join('\n');
    expect(tableUses(probe, 'write').map((use) => [use.table, use.line])).toEqual([
      ['accounts', 1],
      ['claimants', 3],
      ['accounts', 5],
      ['claimants', 6],
    ]);
  });

  it('finds writes in raw SQL templates and sql.raw strings', () => {
    const probe = [
      'await sql`update claimants set email = ${email} where id = ${id}`.execute(db);',
      'await sql.raw(\'DELETE FROM "accounts" WHERE 1 = 1\').execute(db);',
      'await sql`insert into accounts (id) values (${id})`.execute(db);',
    ].join('\n');
    expect(tableUses(probe, 'write').map((use) => use.table)).toEqual(['claimants', 'accounts', 'accounts']);
  });

  it('finds reads by selectFrom, joins and raw SQL', () => {
    const probe = [
      "db.selectFrom('claimants').selectAll();",
      "db.selectFrom('claims').innerJoin('accounts as a', 'a.claimant_id', 'claims.id');",
      'sql`select id from claimants where id = ${id}`',
    ].join('\n');
    expect(tableUses(probe, 'read').map((use) => use.table)).toEqual(['claimants', 'accounts', 'claimants']);
  });

  it("tells an import of the claimant module's repository from one of its service", () => {
    expect(innerImport.test("import { updateClaimant } from '../claimant/claimant.repository.js';")).toBe(
      true,
    );
    expect(innerImport.test("import { storedDateOf } from '../claimant/claimant-identity.js';")).toBe(true);
    expect(innerImport.test("import { findClaimantById } from '../claimant/claimant.service.js';")).toBe(
      false,
    );
    expect(innerImport.test("import { x } from '../claimant-records/claimant-records.service.js';")).toBe(
      false,
    );
  });

  it('ignores other tables, columns and prose that only mention the names', () => {
    const probe = [
      '// Create or update claimants and their claims from a CSV',
      "db.updateTable('claimant_claims').set({});",
      "db.insertInto('accounts_archive').values({});",
      "db.selectFrom('claims').select('claimants.id');",
      "const help = 'update accounts from the CLI';",
    ].join('\n');
    expect(tableUses(probe, 'write')).toEqual([]);
    expect(tableUses(probe, 'read')).toEqual([]);
  });
});
