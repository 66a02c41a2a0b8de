import { describe, expect, it } from 'vitest';
import { coveringTrigrams, textSearchOf } from './text-search.js';

describe('textSearchOf', () => {
  it('searches for nothing when the text is empty or blank', () => {
    expect(textSearchOf(undefined)).toBeNull();
    expect(textSearchOf(null)).toBeNull();
    expect(textSearchOf('   ')).toBeNull();
  });

  it('trims the text and makes %, _ and the escape character literal in the like pattern', () => {
    expect(textSearchOf('  payment ')?.pattern).toBe('%payment%');
    expect(textSearchOf('50%_off\\')?.pattern).toBe('%50\\%\\_off\\\\%');
  });

  it('quotes the text as one FTS5 string, doubling its double quotes', () => {
    expect(textSearchOf('  paid into ')?.phrase).toBe('"paid into"');
    expect(textSearchOf('say "hi" OR NOT*')?.phrase).toBe('"say ""hi"" OR NOT*"');
  });

  it('has no FTS5 phrase for a text shorter than a trigram, counted in characters', () => {
    expect(textSearchOf('ab')?.phrase).toBeNull();
    expect(textSearchOf('%')?.phrase).toBeNull();
    expect(textSearchOf('éé')?.phrase).toBeNull();
    expect(textSearchOf('abc')?.phrase).toBe('"abc"');
    expect(textSearchOf('😀😀😀')?.phrase).toBe('"😀😀😀"');
  });

  it('asks for the trigrams covering a printable-ASCII text of five characters or more', () => {
    expect(textSearchOf(' HydroTherapy ')?.trigrams).toBe('"hyd" AND "rot" AND "her" AND "apy"');
    expect(textSearchOf('abcde')?.trigrams).toBe('"abc" AND "cde"');
    expect(textSearchOf('say "hi" OR NOT*')?.trigrams).toBe(
      '"say" AND " ""h" AND "i"" " AND "or " AND "not" AND "ot*"',
    );
    // The phrase is as cheap: one or two trigrams.
    expect(textSearchOf('abc')?.trigrams).toBeNull();
    expect(textSearchOf('abcd')?.trigrams).toBeNull();
    // Beyond printable ASCII (folding, a line break): the phrase.
    expect(textSearchOf('école')?.trigrams).toBeNull();
    expect(textSearchOf('line\nbreak')?.trigrams).toBeNull();
    expect(textSearchOf('tab\there')?.trigrams).toBeNull();
  });
});

describe('coveringTrigrams', () => {
  it('covers every character with trigrams at 0, 3, 6, ... and the last one, each once', () => {
    expect(coveringTrigrams('hydrotherapy')).toEqual(['hyd', 'rot', 'her', 'apy']);
    expect(coveringTrigrams('hydrotherapy!')).toEqual(['hyd', 'rot', 'her', 'apy', 'py!']);
    expect(coveringTrigrams('ABCDEF')).toEqual(['abc', 'def']);
    expect(coveringTrigrams('abcab')).toEqual(['abc', 'cab']);
    expect(coveringTrigrams('aaaaaaa')).toEqual(['aaa']);
  });
});
