import { describe, expect, it } from 'vitest';
import { isNoHeader, noHeaderSearch } from './header-visibility';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('header visibility (spec part 1 §2, part 2 §2: nh=1)', () => {
  it('hides the header for nh=1 in the query or as a matrix parameter, not for other values', () => {
    expect(isNoHeader(at('/inbox', '?nh=1'))).toBe(true);
    expect(isNoHeader(at('/login/m;nh=1'))).toBe(true);
    expect(isNoHeader(at('/inbox', '?nh=0'))).toBe(false);
    expect(isNoHeader(at('/inbox'))).toBe(false);
  });

  it('gives links only nh=1 to carry, whatever else the current query holds', () => {
    expect(noHeaderSearch(at('/inbox', '?utm=app&nh=1&page=2'))).toBe('?nh=1');
    expect(noHeaderSearch(at('/login/m;nh=1'))).toBe('?nh=1');
    expect(noHeaderSearch(at('/inbox', '?utm=app'))).toBe('');
    expect(noHeaderSearch(at('/inbox', '?nh=0'))).toBe('');
  });
});
