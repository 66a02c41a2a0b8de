import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-characters.js';

describe('containsNul', () => {
  it('finds a NUL in a string, a nested value or a key', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 'v' })).toBe(true);
  });

  it('lets everything else through, other control characters included', () => {
    expect(containsNul({ a: ['x', 1, null, true], b: { c: '\u0001\u202e' } })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
