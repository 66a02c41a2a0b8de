import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Finds the statements of the server's source that name the person's tables (issue 31: "nobody else
 * writes those tables"). A text scan, not a type check: it reads Kysely's builder calls
 * (`insertInto('claimants')`, `selectFrom('accounts as a')`, joins) and the statements of `sql`
 * templates and `sql.raw` strings, which is how the server spells every statement.
 */

/** The tables behind the claimant's identity, account and contact details (db/schema.ts). */
export const PERSON_TABLES = ['claimants', 'accounts'] as const;
/** The module that owns them; its repository holds their SQL. */
export const PERSON_MODULE = 'src/modules/claimant/';

export type TableUseKind = 'write' | 'read';

export interface TableUse {
  kind: TableUseKind;
  table: string;
  line: number;
  /** The matched text, as a reader would search for it. */
  text: string;
}

const builderCalls: Record<TableUseKind, readonly string[]> = {
  write: ['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto'],
  read: [
    'selectFrom',
    'innerJoin',
    'leftJoin',
    'rightJoin',
    'fullJoin',
    'crossJoin',
    'innerJoinLateral',
    'leftJoinLateral',
  ],
};
const rawStatements: Record<TableUseKind, string> = {
  write: String.raw`insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?`,
  read: String.raw`from|join`,
};

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The text of each `sql` template and `sql.raw` string literal, with where it starts. */
function sqlTexts(source: string): { text: string; start: number }[] {
  const literal = /\bsql(?:\.raw\(\s*)?(`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;
  return [...source.matchAll(literal)].map((match) => ({
    text: match[1] ?? '',
    start: (match.index ?? 0) + match[0].length - (match[1] ?? '').length,
  }));
}

/** Where the source names one of the tables in a statement of this kind. */
export function tableUses(
  source: string,
  kind: TableUseKind,
  tables: readonly string[] = PERSON_TABLES,
): TableUse[] {
  const names = tables.join('|');
  const uses: TableUse[] = [];
  const call = new RegExp(
    String.raw`\.\s*(${builderCalls[kind].join('|')})\s*\(\s*(['"\`])(${names})(?:\s+as\s+\w+)?\2`,
    'g',
  );
  for (const match of source.matchAll(call)) {
    uses.push({ kind, table: match[3] ?? '', line: lineOf(source, match.index ?? 0), text: match[0] });
  }
  const statement = new RegExp(String.raw`\b(${rawStatements[kind]})\s+"?(${names})"?(?![\w])`, 'gi');
  for (const { text, start } of sqlTexts(source)) {
    for (const match of text.matchAll(statement)) {
      uses.push({
        kind,
        table: match[2] ?? '',
        line: lineOf(source, start + (match.index ?? 0)),
        text: match[0],
      });
    }
  }
  return uses;
}

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The server's source files (not its tests), as paths from apps/server. */
export function serverSourceFiles(): string[] {
  return readdirSync(`${serverRoot}src`, { recursive: true, encoding: 'utf8' })
    .map((path) => `src/${path.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
    .sort();
}

export function readServerFile(path: string): string {
  return readFileSync(`${serverRoot}${path}`, 'utf8');
}

/** "path:line text" for each use of the person's tables of this kind in the files. */
export function usesInFiles(files: readonly string[], kind: TableUseKind): string[] {
  return files.flatMap((file) =>
    tableUses(readServerFile(file), kind).map((use) => `${file}:${use.line} ${use.text}`),
  );
}
