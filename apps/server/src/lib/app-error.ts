import { type ErrorItem, type ServerErrorName, serverErrors } from '@portal/contract';

/**
 * The one error type of the server (STYLE.md principle 6). Services throw it with a catalogue name;
 * the errors plugin answers HTTP 225 with `[{ Number, Message }]` (RESOLUTIONS.md "The wire contract").
 * Nothing below the errors plugin formats errors for the wire. It sits in lib/ so that helpers of
 * every layer may throw it; http/app-error.ts re-exports it for the call envelope.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly errorName: ServerErrorName;
  readonly item: ErrorItem;

  constructor(errorName: ServerErrorName, options?: { cause?: unknown; message?: string }) {
    const entry = serverErrors[errorName];
    // A service may refine the wording (e.g. fill {phone}); the number always comes from the catalogue.
    const item = { Number: entry.Number, Message: options?.message ?? entry.Message };
    super(`${errorName} (${item.Number}): ${item.Message}`, { cause: options?.cause });
    this.errorName = errorName;
    this.item = item;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
