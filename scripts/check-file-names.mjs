// Lint step: source files and their folders use kebab-case names (STYLE.md principle 8), with dotted
// suffixes allowed for a file's role (`user.repository.ts`, `shell.e2e.ts`, `vite.config.ts`).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './lib/build-output.mjs';

const roots = ['packages', 'apps', 'tests', 'scripts'];
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', 'data', 'artifacts']);
const sourceFile = /\.(?:[cm]?[jt]sx?|css|scss|html|sql)$/;
const kebabSegment = '[a-z0-9]+(?:-[a-z0-9]+)*';
const kebabFile = new RegExp(`^${kebabSegment}(?:\\.${kebabSegment})*$`);
const kebabFolder = new RegExp(`^${kebabSegment}$`);

function* walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (skippedFolders.has(entry.name)) continue;
      yield { path, name: entry.name, isFolder: true };
      yield* walk(path);
    } else if (entry.isFile() && sourceFile.test(entry.name)) {
      yield { path, name: entry.name, isFolder: false };
    }
  }
}

const offenders = [];
for (const root of roots) {
  let entries;
  try {
    entries = [...walk(join(repoRoot, root))];
  } catch (error) {
    if (error?.code === 'ENOENT') continue;
    throw error;
  }
  for (const { path, name, isFolder } of entries) {
    // Next to a code file's own name, Vitest's __snapshots__ folder is the one convention we accept.
    if (isFolder ? name !== '__snapshots__' && !kebabFolder.test(name) : !kebabFile.test(name)) {
      offenders.push(relative(repoRoot, path) + (isFolder ? '/' : ''));
    }
  }
}

if (offenders.length > 0) {
  console.error(`File names must be kebab-case (for example bank-details-form.tsx):`);
  for (const offender of offenders) console.error(`  ${offender}`);
  process.exit(1);
}
console.log('File names: all kebab-case.');
