import { formatDate } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { wireDateOf } from './wire-date.js';

describe('wireDateOf', () => {
  it('writes a stored day as dd/mm/yyyy, as the contract formats a date', () => {
    expect(wireDateOf('2026-02-05')).toBe('05/02/2026');
    expect(wireDateOf('1999-12-31')).toBe(formatDate({ year: 1999, month: 12, day: 31 }));
  });

  it('answers anything not in the stored shape as it is', () => {
    expect(wireDateOf('')).toBe('');
    expect(wireDateOf('2026-2-5')).toBe('2026-2-5');
    expect(wireDateOf('05/02/2026')).toBe('05/02/2026');
  });
});
