import { describe, expect, it } from 'vitest';
import { searchPatternOf } from './text-search.js';

describe('searchPatternOf', () => {
  it('searches for nothing when the text is empty or blank', () => {
    expect(searchPatternOf(undefined)).toBeNull();
    expect(searchPatternOf(null)).toBeNull();
    expect(searchPatternOf('   ')).toBeNull();
  });

  it('trims the text and makes %, _ and the escape character literal', () => {
    expect(searchPatternOf('  payment ')).toBe('%payment%');
    expect(searchPatternOf('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
