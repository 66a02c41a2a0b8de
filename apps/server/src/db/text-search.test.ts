import { describe, expect, it } from 'vitest';
import { chooseTrigrams, textSearchOf } from './text-search.js';

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

  it('has the trigrams of a printable-ASCII text of five characters or more, by position, lower case', () => {
    expect(textSearchOf(' HydroTherapy ')?.trigrams).toEqual(
      'hyd ydr dro rot oth the her era rap apy'.split(' '),
    );
    expect(textSearchOf('a "b"*')?.trigrams).toEqual(['a "', ' "b', '"b"', 'b"*']);
    // The phrase is as cheap to read: one or two trigrams.
    expect(textSearchOf('abc')?.trigrams).toBeNull();
    expect(textSearchOf('abcd')?.trigrams).toBeNull();
    // Beyond printable ASCII (folding, a line break): the phrase.
    expect(textSearchOf('école')?.trigrams).toBeNull();
    expect(textSearchOf('line\nbreak')?.trigrams).toBeNull();
    expect(textSearchOf('tab\there')?.trigrams).toBeNull();
  });
});

describe('chooseTrigrams', () => {
  const rowsOf = (rows: Record<string, number>) => (trigram: string) => rows[trigram] ?? 0;
  const hydrotherapy = textSearchOf('hydrotherapy')!.trigrams!;
  // The bench's sent items (scripts/lib/sent-items-fill.mjs): "physiotherapist" in most.
  const sentItems = { hyd: 500, ydr: 500, dro: 500, rot: 500, oth: 2834, the: 6002, her: 2834, era: 2833 };

  it('asks for the rarest trigram and the rarest that does not overlap it, the first of equals', () => {
    expect(chooseTrigrams(hydrotherapy, rowsOf({ ...sentItems, rap: 2833, apy: 500 }))).toEqual([
      'hyd',
      'rot',
    ]);
    expect(chooseTrigrams(hydrotherapy, rowsOf({ ...sentItems, rap: 2833, apy: 100 }))).toEqual([
      'apy',
      'hyd',
    ]);
  });

  it('leaves out a second trigram much more common than the rarest, or the same trigram again', () => {
    const rows = { abc: 10, bcd: 1000, cde: 1000, def: 81 };
    expect(chooseTrigrams(['abc', 'bcd', 'cde', 'def'], rowsOf(rows))).toEqual(['abc']);
    expect(chooseTrigrams(hydrotherapy, rowsOf({ ...sentItems, rap: 2833, apy: 20 }))).toEqual(['apy']);
    expect(chooseTrigrams(['abc', 'bcd', 'cde', 'def'], rowsOf({ ...rows, def: 80 }))).toEqual([
      'abc',
      'def',
    ]);
    expect(chooseTrigrams(['aaa', 'aaa', 'aaa', 'aaa'], rowsOf({ aaa: 5 }))).toEqual(['aaa']);
    // No row holds it: the one trigram answers nothing already.
    expect(chooseTrigrams(['abc', 'bcd', 'cde', 'def'], rowsOf({ bcd: 3, cde: 3, def: 3 }))).toEqual(['abc']);
  });

  it('asks for one trigram when none is three positions away from the rarest', () => {
    expect(chooseTrigrams(['abc', 'bcd', 'cde'], rowsOf({ abc: 9, bcd: 1, cde: 9 }))).toEqual(['bcd']);
  });
});
