/** A command line split by hand (no dependency): positional words and `--name` / `--name=value` options. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** A mistake in how a command was called: the runner prints it with the command's usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `--` ends the options; every word after it is positional. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  let optionsEnded = false;
  for (const word of argv) {
    if (!optionsEnded && word === '--') {
      optionsEnded = true;
    } else if (!optionsEnded && word.startsWith('--') && word.length > 2) {
      const equals = word.indexOf('=');
      if (equals < 0) options.set(word.slice(2), true);
      else options.set(word.slice(2, equals), word.slice(equals + 1));
    } else {
      positional.push(word);
    }
  }
  return { positional, options };
}

/** Refuses options the command does not know, so a typo is not silently ignored. */
export function checkOptions(args: ParsedArgs, known: readonly string[]): void {
  const unknown = [...args.options.keys()].filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown.map((n) => `--${n}`).join(', ')}`);
}

/** Exactly `count` positional words, or a usage error naming what is missing or extra. */
export function expectPositional(args: ParsedArgs, names: readonly string[]): string[] {
  if (args.positional.length < names.length) {
    throw new UsageError(`missing ${names.slice(args.positional.length).join(', ')}`);
  }
  if (args.positional.length > names.length) {
    throw new UsageError(`unexpected ${args.positional.slice(names.length).join(' ')}`);
  }
  return args.positional;
}
