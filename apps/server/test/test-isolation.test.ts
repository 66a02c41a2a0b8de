import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles } from './support/isolated-test-files.js';

/**
 * Most server test files share one module graph per worker (vitest.config.ts). A file that mocks a
 * module or changes the environment there would leak into the files after it, and pass or fail by run
 * order; so such a file must be on the isolated list, and the list holds no file that has stopped
 * needing it (each isolated file costs a fresh import of the server).
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** This file spells the leaky calls as probes, without making them. */
const thisFile = 'test/test-isolation.test.ts';

const leakyCalls: Record<string, RegExp> = {
  'a module mock': /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules|importMock)\s*\(/,
  'a stubbed environment variable or global': /\bvi\s*\.\s*(stubEnv|stubGlobal)\s*\(/,
  'fake timers or a faked system time': /\bvi\s*\.\s*(useFakeTimers|setSystemTime)\s*\(/,
  'a change to process.env':
    /\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)|\bdelete\s+process\.env\b/,
};

function serverTestFiles(): string[] {
  return (['src', 'test'] as const).flatMap((folder) =>
    readdirSync(`${serverRoot}${folder}`, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.test.ts'))
      .map((path) => `${folder}/${path.split('\\').join('/')}`)
      .filter((path) => path !== thisFile),
  );
}

function leaksOf(path: string): string[] {
  const source = readFileSync(`${serverRoot}${path}`, 'utf8');
  return Object.entries(leakyCalls)
    .filter(([, pattern]) => pattern.test(source))
    .map(([what]) => what);
}

describe('server test isolation', () => {
  it('finds every kind of leaky call it looks for', () => {
    const probes = [
      "vi.mock('../x.js')",
      "vi.stubEnv('A', 'b')",
      'vi.useFakeTimers()',
      "process.env.TEST_DB = 'postgres'",
      'delete process.env.TEST_DATABASE_URL',
    ];
    for (const probe of probes) {
      expect(Object.values(leakyCalls).some((pattern) => pattern.test(probe))).toBe(true);
    }
    expect(Object.values(leakyCalls).some((pattern) => pattern.test('process.env.TEST_DB === "x"'))).toBe(
      false,
    );
  });

  it('runs every file that mocks a module or changes the environment in a module graph of its own', () => {
    const leaky = serverTestFiles().filter((path) => leaksOf(path).length > 0);
    expect(leaky.filter((path) => !isolatedTestFiles.includes(path))).toEqual([]);
  });

  it('isolates only files that exist and still need it', () => {
    const files = new Set(serverTestFiles());
    expect(isolatedTestFiles.filter((path) => !files.has(path))).toEqual([]);
    expect(isolatedTestFiles.filter((path) => leaksOf(path).length === 0)).toEqual([]);
  });
});
