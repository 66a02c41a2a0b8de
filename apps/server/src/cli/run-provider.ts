// Zod's English issue texts for the commands' reports (lib/zod-english.ts).
import '../lib/zod-english.js';
import { parseArgs, UsageError } from './cli-args.js';
import type { CommandContext } from './cli-context.js';
import { providerCommands, type ProviderCommand } from './commands/index.js';

const INVOCATION = 'npm run provider --';

/**
 * Runs one provider command: `<command> [arguments]`, `help`, or `help <command>`. Answers the exit
 * code: 0 done, 1 the command failed (a readable line, no stack), 2 it was called wrongly.
 */
export async function runProvider(
  argv: readonly string[],
  context: CommandContext,
  commands: readonly ProviderCommand[] = providerCommands,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const about = rest[0] === undefined ? undefined : commands.find((c) => c.name === rest[0]);
    if (rest[0] !== undefined && !about) {
      context.printError(`Unknown command "${rest[0]}".`);
      printHelp(context.printError, commands);
      return 2;
    }
    if (about) printCommandHelp(context.print, about);
    else printHelp(context.print, commands);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    context.printError(`Unknown command "${name}".`);
    printHelp(context.printError, commands);
    return 2;
  }
  try {
    return await command.run(parseArgs(rest, command.valueOptions), context);
  } catch (error) {
    if (error instanceof UsageError) {
      context.printError(`${command.name}: ${error.message}.`);
      context.printError(`Usage: ${INVOCATION} ${command.name} ${command.usage}`);
      return 2;
    }
    context.printError(`${command.name} failed: ${describe(error)}`);
    return 1;
  }
}

/** CSV, configuration, migration and file errors all carry a readable message (with line or path). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function printHelp(print: (line: string) => void, commands: readonly ProviderCommand[]): void {
  print(`Usage: ${INVOCATION} <command> [arguments]`);
  print('');
  print('Commands:');
  const width = Math.max(...commands.map((c) => c.name.length), 'help'.length) + 2;
  for (const command of commands) print(`  ${command.name.padEnd(width)}${command.summary}`);
  print(`  ${'help'.padEnd(width)}This list, or "help <command>" for one command.`);
  print('');
  print('An option that takes a value is written "--name value" or "--name=value".');
  print("The database is the server's: DATABASE_URL, or the embedded file in DATA_DIR (default ./data).");
}

function printCommandHelp(print: (line: string) => void, command: ProviderCommand): void {
  print(`Usage: ${INVOCATION} ${command.name} ${command.usage}`);
  print('');
  print(command.summary);
}
