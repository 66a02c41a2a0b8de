import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, leaseMs, retryDelayMs } from './delivery-policy.js';

describe('the retry schedule (issue 29)', () => {
  it('doubles from the first delay up to an hour, within ±20%', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 10_000, middle))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(30, 10_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, 10_000, () => 1)).toBe(12_000);
    expect(retryDelayMs(500, 10_000, () => 1)).toBe(MAX_RETRY_DELAY_MS * 1.2);
  });

  it('leases a claimed message for longer than an attempt may take', () => {
    expect(leaseMs(20_000)).toBeGreaterThan(20_000);
  });
});
