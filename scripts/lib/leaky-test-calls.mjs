// What makes a test file unfit to share a module graph with other files (isolate: false in
// vitest.config.ts): calls that swap or change what later files in the same worker would import or read.
// Vitest resets the mock registry, the module cache, stubs and timers only between isolated files. Used
// by the server's and the web's isolation checks (apps/server/test/test-isolation.test.ts,
// apps/web/src/test/test-isolation.test.ts), each with its own list of isolated files.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @type {Record<string, RegExp>} */
export const leakyCalls = {
  'a module mock': /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|importMock)\s*\(/,
  'a stubbed environment variable or global': /\bvi\s*\.\s*(stubEnv|stubGlobal)\s*\(/,
  'fake timers or a faked system time': /\bvi\s*\.\s*(useFakeTimers|setSystemTime)\s*\(/,
  "a start of the process's tracer provider (OpenTelemetry's global)": /\bstartTracing\s*\(/,
  'a change to process.env':
    /\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)|\bdelete\s+process\.env\b/,
};

/** The kinds of leaky call in the file at `root`/`path` (none: it can share a graph). */
export function leaksOf(root, path) {
  const source = readFileSync(join(root, path), 'utf8');
  return Object.entries(leakyCalls)
    .filter(([, pattern]) => pattern.test(source))
    .map(([what]) => what);
}

/** Test files under `root`/`folder` whose names end with one of `endings`, as `folder/...` paths. */
export function testFilesUnder(root, folder, endings) {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => endings.some((ending) => path.endsWith(ending)))
    .map((path) => `${folder}/${path.split('\\').join('/')}`);
}
