import { describe, expect, it } from 'vitest';
import { textSearchOf } from './text-search.js';

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
});
