import { describe, expect, it } from 'vitest';
import { fittingFontSize, typedSignatureFont } from './typed-signature-image';

describe('typed signature image (issue 13)', () => {
  it('draws a short name at the largest size', () => {
    expect(fittingFontSize(() => 100, 852)).toBe(64);
  });

  it('shrinks a long name until it fits the width', () => {
    // 20 px of width per font pixel: 852 px of room fits 42 px, the first even step down from 64.
    expect(fittingFontSize((size) => size * 20, 852)).toBe(42);
  });

  it('stops at 12 px for a name that fits at no size (the 200-character maximum)', () => {
    expect(fittingFontSize(() => 10_000, 852)).toBe(12);
  });

  it('uses an italic handwriting-like system font', () => {
    expect(typedSignatureFont(40)).toMatch(/^italic 40px .*cursive$/);
  });
});
