/**
 * When a failed message is tried again (issue 29: retries with exponential backoff). The first retry
 * waits DELIVERY_RETRY_SECONDS, each later one twice as long, never more than an hour; a random
 * ±20% keeps servers that failed together from retrying together. docs/adr/0006-delivery-queue.md.
 */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Delay before the next attempt after `attempts` failed ones (1 = the first failure). */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  const capped = Math.min(exponential, MAX_RETRY_DELAY_MS);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

/**
 * How long a claimed message belongs to the server that claimed it: longer than an attempt may take
 * (the worker gives one up after the timeout), so only a crashed or stopped server's lease runs out.
 */
export function leaseMs(timeoutMs: number): number {
  return 2 * timeoutMs + 2_000;
}

/** Delivered rows are kept this long (when, how many attempts), then removed. */
export const DELIVERED_RETENTION_MS = 7 * 24 * 60 * 60_000;
