import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leakyCalls, leaksOf as leaksIn, testFilesUnder } from '../../../scripts/lib/leaky-test-calls.mjs';
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

function serverTestFiles(): string[] {
  return (['src', 'test'] as const)
    .flatMap((folder) => testFilesUnder(serverRoot, folder, ['.test.ts']))
    .filter((path) => path !== thisFile);
}

const leaksOf = (path: string): string[] => leaksIn(serverRoot, path);

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
