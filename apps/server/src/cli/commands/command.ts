import type { ParsedArgs } from '../cli-args.js';
import type { CommandContext } from '../cli-context.js';

/**
 * One provider command. Each lives in its own file in this folder and is listed in ./index.ts;
 * `run` answers the process exit code (0 done, 1 failed) and prints what it did.
 */
export interface ProviderCommand {
  name: string;
  /** Arguments after the name, e.g. `<csv> [--merge]` or `[--status <status>]`. */
  usage: string;
  summary: string;
  /**
   * The options that take a value (names without `--`): each may be written `--name value` or
   * `--name=value`. Every other option is a flag.
   */
  valueOptions?: readonly string[];
  run(args: ParsedArgs, context: CommandContext): Promise<number>;
}
