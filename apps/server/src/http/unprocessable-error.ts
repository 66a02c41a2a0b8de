import type { ErrorItem } from '@portal/contract';
import { serverErrors } from '@portal/contract';

/**
 * A request that cannot be processed as sent (bad JSON, wrong content type, a field of the wrong type,
 * too large): HTTP 415, the spec's "unprocessable request" (spec part 1 §8).
 * `detail` is for the log only; the wire carries the catalogue message.
 */
export class UnprocessableError extends Error {
  override readonly name = 'UnprocessableError';
  readonly item: ErrorItem;

  constructor(
    kind: 'invalidRequest' | 'requestTooLarge',
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.item = { ...serverErrors[kind] };
  }
}
