import type { StdioOptions, SpawnOptions } from 'node:child_process';

export const repoRoot: string;
export const buildOutputs: readonly string[];
export const serverEntry: string;
export function missingBuildOutputs(): string[];
export function sourceNewerThanBuild(): string | null;
export function run(command: string, args: readonly string[], options?: SpawnOptions): Promise<number>;
export function runNpm(args: readonly string[], options?: SpawnOptions): Promise<number>;
export function ensureBuilt(options?: {
  log?: (line: string) => void;
  stdio?: StdioOptions;
}): Promise<boolean>;
