/** What makes a test file unfit to share a module graph with other files (leaky-test-calls.mjs). */
export declare const leakyCalls: Record<string, RegExp>;
/** The kinds of leaky call in the file at `root`/`path` (none: it can share a graph). */
export declare function leaksOf(root: string, path: string): string[];
/** Test files under `root`/`folder` whose names end with one of `endings`, as `folder/...` paths. */
export declare function testFilesUnder(root: string, folder: string, endings: readonly string[]): string[];
