import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leakyCalls, leaksOf, testFilesUnder } from '../../../../scripts/lib/leaky-test-calls.mjs';
import { isolatedWebTestFiles } from './isolated-test-files';

/**
 * Most web test files share one module graph and one jsdom per worker (vitest.config.ts). A file that
 * mocks a module, stubs a global or fakes the clock there would leak into the files after it, and pass or
 * fail by run order; so such a file must be on the isolated list, and the list holds no file that has
 * stopped needing it (each isolated file costs a fresh import of React and the app).
 */
// jsdom's URL is not Node's, so the folder comes from Vitest's import.meta.dirname.
const webRoot = join(import.meta.dirname, '../..');
/** This file spells the leaky calls as probes, without making them. */
const thisFile = 'src/test/test-isolation.test.ts';
const webTestFiles = () =>
  testFilesUnder(webRoot, 'src', ['.test.ts', '.test.tsx']).filter((path) => path !== thisFile);

describe('web test isolation', () => {
  it('finds every kind of leaky call it looks for', () => {
    const probes = [
      "vi.mock('./x')",
      "vi.stubGlobal('fetch', f)",
      'vi.useFakeTimers()',
      'vi.setSystemTime(0)',
    ];
    for (const probe of probes) {
      expect(Object.values(leakyCalls).some((pattern) => pattern.test(probe))).toBe(true);
    }
    expect(Object.values(leakyCalls).some((pattern) => pattern.test('vi.fn()'))).toBe(false);
  });

  it('runs every file that mocks a module, stubs a global or fakes the clock in a graph of its own', () => {
    const leaky = webTestFiles().filter((path) => leaksOf(webRoot, path).length > 0);
    expect(leaky.filter((path) => !isolatedWebTestFiles.includes(path))).toEqual([]);
  });

  it('isolates only files that exist and still need it', () => {
    const files = new Set(webTestFiles());
    expect(isolatedWebTestFiles.filter((path) => !files.has(path))).toEqual([]);
    expect(isolatedWebTestFiles.filter((path) => leaksOf(webRoot, path).length === 0)).toEqual([]);
  });
});
