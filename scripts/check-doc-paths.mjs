// Part of `npm run lint`: every repository path a document names in backticks exists, so the
// architecture document, the ADRs and CONTRIBUTING.md stay true when code moves (issue 31). A path is a
// backticked token that starts at a top-level folder of the repository; tokens with placeholders
// (`<domain>`), globs (`*`) or alternatives (`{a,b}`) are patterns, not paths, and are left alone.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = ['apps/', 'packages/', 'tests/', 'scripts/', 'docs/', '.ci/', 'ops/'];
// What a build or a test run writes: named in documents, absent from a clean checkout.
const generated = /(^|\/)(dist|artifacts)(\/|$)/;

function markdownFiles(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'apps/server/src/README.md',
  'packages/contract/src/README.md',
  ...markdownFiles('docs'),
].filter((file) => existsSync(join(root, file)));

const missing = [];
for (const document of documents) {
  const lines = readFileSync(join(root, document), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [, token] of line.matchAll(/`([^`\s]+)`/g)) {
      if (!roots.some((prefix) => token.startsWith(prefix)) || /[<>*{}]/.test(token)) continue;
      // A path may name a symbol after it (`file.ts:12`, `file.ts#name`); the file is what must exist.
      const path = token.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
      if (!generated.test(path) && !existsSync(join(root, path)))
        missing.push(`${document}:${index + 1}: ${path}`);
    }
  });
}

if (missing.length > 0) {
  console.error(`Paths named in documents that do not exist (${missing.length}):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`Document paths: all ${documents.length} documents name paths that exist.`);
