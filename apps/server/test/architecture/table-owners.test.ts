import { describe, expect, it } from 'vitest';
import { readServerFile, serverSourceFiles, tableUses } from './person-table-scan.js';

/**
 * STYLE.md: a table has one owning module. Every table the server writes outside its migrations and
 * demo seed is written by one module only; the others call that module (issue 32's review: stored_files
 * was written by four modules, sessions, inbox_messages and submissions by two each).
 */
const mayWriteAnything = (file: string) =>
  file.startsWith('src/db/migrations/') || file.startsWith('src/db/seed/');

/** The module a source file belongs to (modules/<name>/), or the file's layer folder. */
const ownerOf = (file: string) => {
  const [, layer, name] = file.split('/');
  return layer === 'modules' ? `modules/${name ?? ''}` : (layer ?? file);
};

/** The table names of db/schema.ts's Database interface. */
function tablesOfSchema(): string[] {
  const schema = readServerFile('src/db/schema.ts');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

describe('table owners', () => {
  it('reads every table of the schema', () => {
    expect(tablesOfSchema()).toEqual(expect.arrayContaining(['claimants', 'stored_files', 'sessions']));
  });

  it('finds a write however the statement is spelled', () => {
    expect(tableUses(".updateTable('stored_files')", 'write', ['stored_files'])).toHaveLength(1);
    expect(tableUses('sql`delete from stored_files where id = 1`', 'write', ['stored_files'])).toHaveLength(
      1,
    );
  });

  it('has each table written by one module only', () => {
    const tables = tablesOfSchema();
    const writers = new Map<string, Set<string>>();
    for (const file of serverSourceFiles().filter((path) => !mayWriteAnything(path))) {
      for (const use of tableUses(readServerFile(file), 'write', tables)) {
        writers.set(use.table, (writers.get(use.table) ?? new Set()).add(ownerOf(file)));
      }
    }
    const shared = [...writers]
      .filter(([, owners]) => owners.size > 1)
      .map(([table, owners]) => `${table}: ${[...owners].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
