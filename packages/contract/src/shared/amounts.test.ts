import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';

describe('formatAmount', () => {
  it('writes integer cents as dollars with two decimals and thousands separators', () => {
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(2350)).toBe('$23.50');
    expect(formatAmount(123456)).toBe('$1,234.56');
    expect(formatAmount(99999999)).toBe('$999,999.99');
  });
});
