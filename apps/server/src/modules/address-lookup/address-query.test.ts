import { describe, expect, it } from 'vitest';
import { parseQuery, prefixUpperBound, spellingsOf, wordMatches } from './address-query.js';

describe('parseQuery', () => {
  it('normalises like the importer and makes only the last word a prefix', () => {
    expect(parseQuery('14 Pakington St., GEELONG')).toEqual([
      { text: '14', spellings: ['14'], isPrefix: false },
      { text: 'pakington', spellings: ['pakington'], isPrefix: false },
      { text: 'st', spellings: ['st', 'street'], isPrefix: false },
      { text: 'geelong', spellings: ['geelong'], isPrefix: true },
    ]);
  });

  it('spells words that name Object.prototype members only as themselves', () => {
    for (const word of ['constructor', 'tostring', 'hasownproperty', 'valueof', 'proto']) {
      expect(spellingsOf(word)).toEqual([word]);
    }
  });

  it('answers no words for fewer than three characters once punctuation is gone', () => {
    expect(parseQuery('a,')).toEqual([]);
    expect(parseQuery(' 12 ')).toEqual([]);
    expect(parseQuery('1 a')).toHaveLength(2);
  });
});

describe('prefixUpperBound', () => {
  it('is the next string after every word that starts with the prefix', () => {
    expect(prefixUpperBound('pak')).toBe('pal');
    expect(prefixUpperBound('a9')).toBe('aa');
    expect(prefixUpperBound('1')).toBe('2');
    expect(prefixUpperBound('az')).toBe('b');
    expect(prefixUpperBound('zz')).toBeNull();
  });
});

describe('wordMatches', () => {
  it('takes a street type in either spelling and the last word as a prefix', () => {
    const [street, prefix] = parseQuery('road pak');
    expect(street && wordMatches('rd', street)).toBe(true);
    expect(street && wordMatches('roads', street)).toBe(false);
    expect(prefix && wordMatches('pakington', prefix)).toBe(true);
  });
});
