import { isAppError } from '../../http/app-error.js';
import type { CommandContext } from '../cli-context.js';

/**
 * Runs a service call of a command; a business error (AppError) is printed with its catalogue message
 * and answers exit code 1, anything else goes to the runner as usual.
 */
export async function withAppErrors(
  context: CommandContext,
  commandName: string,
  run: () => Promise<number>,
): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    context.printError(`${commandName} failed: ${error.item.Message}`);
    return 1;
  }
}
