import type { z } from 'zod/mini';

/**
 * A command line split by hand (no dependency): positional words, flags (`--merge`) and value options,
 * given as `--name value` or `--name=value`.
 */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** A mistake in how a command was called: the runner prints it with the command's usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * `valueOptions` are the options of the command that take a value: for them `--name value` reads the
 * next word as the value (so `--claim 12/34567` works as well as `--claim=12/34567`). A value option
 * with no word after it, or followed by another option, is a usage error: a value that itself starts
 * with `--` is written `--name=--value`. Any other `--name` is a flag. `--` ends the options; every
 * word after it is positional.
 */
export function parseArgs(argv: readonly string[], valueOptions: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  let optionsEnded = false;
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] as string;
    if (!optionsEnded && word === '--') {
      optionsEnded = true;
    } else if (!optionsEnded && word.startsWith('--') && word.length > 2) {
      const equals = word.indexOf('=');
      if (equals >= 0) {
        options.set(word.slice(2, equals), word.slice(equals + 1));
        continue;
      }
      const name = word.slice(2);
      if (!valueOptions.includes(name)) {
        options.set(name, true);
        continue;
      }
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
      index += 1;
    } else {
      positional.push(word);
    }
  }
  return { positional, options };
}

/**
 * The value of a value option (undefined when not given). A value option declared by the command
 * always arrives with its value; one given as a bare flag is refused rather than guessed.
 */
export function optionValue(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name);
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
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

/**
 * A list command's options read through the provider API's own query schema, so the CLI and the API
 * accept the same values: `fields` maps each query field to its option (ClaimNumber -> claim), and
 * `fixed` adds fields the command sets itself. A refused value is a UsageError naming its option.
 */
export function queryFromOptions<T>(
  args: ParsedArgs,
  schema: z.ZodMiniType<T>,
  fields: Readonly<Record<string, string>>,
  fixed: Readonly<Record<string, unknown>> = {},
): T {
  const input: Record<string, unknown> = { ...fixed };
  for (const [field, option] of Object.entries(fields)) input[field] = optionValue(args, option);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new UsageError(
    parsed.error.issues
      .map((issue) => {
        const field = String(issue.path[0]);
        return `--${fields[field] ?? field.toLowerCase()}: ${issue.message}`;
      })
      .join('; '),
  );
}
