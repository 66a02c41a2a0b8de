import { describe, expect, it } from 'vitest';
import { PREVIEW_CUT_LENGTH, PREVIEW_CUT_THRESHOLD } from './limits.js';
import { previewOf } from './text.js';

describe('previewOf', () => {
  it('shows a message of 69 characters whole', () => {
    const text = 'a'.repeat(PREVIEW_CUT_THRESHOLD - 1);
    expect(previewOf(text)).toBe(text);
  });

  it('cuts a message of 70 characters to 67 plus an ellipsis', () => {
    const text = `${'b'.repeat(PREVIEW_CUT_LENGTH)}xyz`;
    expect(previewOf(text)).toBe(`${'b'.repeat(67)}…`);
    expect([...previewOf(text)]).toHaveLength(68);
  });

  it('cuts a long message the same way', () => {
    expect(previewOf('c'.repeat(500))).toBe(`${'c'.repeat(67)}…`);
  });

  it('leaves an empty message empty', () => {
    expect(previewOf('')).toBe('');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '😀'.repeat(70);
    expect(previewOf(text)).toBe(`${'😀'.repeat(67)}…`);
    expect(previewOf('😀'.repeat(69))).toBe('😀'.repeat(69));
  });
});
