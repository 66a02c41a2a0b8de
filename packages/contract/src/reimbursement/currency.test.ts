import { describe, expect, it } from 'vitest';
import { currencyAmountSchema, isCurrencyAmount, normaliseCurrency } from './currency.js';

describe('normaliseCurrency', () => {
  it('adds the dollar sign and cents when missing', () => {
    expect(normaliseCurrency('12')).toBe('$12.00');
    expect(normaliseCurrency('$5')).toBe('$5.00');
    expect(normaliseCurrency('7.50')).toBe('$7.50');
    expect(normaliseCurrency('$7.50')).toBe('$7.50');
    expect(normaliseCurrency(' 3 ')).toBe('$3.00');
  });

  it('reads one decimal as tens of cents, as the claimant means it (issue 28)', () => {
    expect(normaliseCurrency('23.5')).toBe('$23.50');
    expect(normaliseCurrency('$0.5')).toBe('$0.50');
    expect(normaliseCurrency(' 7.1 ')).toBe('$7.10');
  });

  it('completes every amount it accepts into one the currency rule accepts', () => {
    for (const typed of ['23', '$23', '23.5', '$23.5', '23.50', '0.05']) {
      expect(currencyAmountSchema.safeParse(normaliseCurrency(typed)).success).toBe(true);
    }
  });

  it('leaves text that is not an amount unchanged', () => {
    for (const value of ['abc', '$', '12.', '.5', '1,000', '12.345', '-5', '']) {
      expect(normaliseCurrency(value)).toBe(value);
    }
  });
});

describe('currency amount', () => {
  it('accepts an optional dollar sign, digits and exactly two decimals', () => {
    for (const value of ['12', '$12', '12.50', '$0.99']) expect(isCurrencyAmount(value)).toBe(true);
    expect(currencyAmountSchema.safeParse('$12.00').success).toBe(true);
  });

  it('refuses other amounts', () => {
    for (const value of ['12.5', '12.', '$', '1,000.00', '12.505']) {
      expect(currencyAmountSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'Enter a valid amount e.g. $12.50',
      );
    }
    expect(currencyAmountSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter the amount');
    expect(currencyAmountSchema.safeParse('1'.repeat(51)).error?.issues[0]?.message).toBe(
      'Amount must be 50 characters or fewer',
    );
  });
});
