import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.js';

describe('pageWindow', () => {
  it('reads a page in the newer half from the newest end', () => {
    expect(pageWindow(0, 10, 10_000)).toEqual({ offset: 0, limit: 10, from: 'newest' });
    expect(pageWindow(4_990, 10, 10_000)).toEqual({ offset: 4_990, limit: 10, from: 'newest' });
  });

  it('reads a page in the older half from the oldest end, as the same rows', () => {
    expect(pageWindow(9_000, 10, 10_000)).toEqual({ offset: 990, limit: 10, from: 'oldest' });
    expect(pageWindow(9_990, 10, 10_000)).toEqual({ offset: 0, limit: 10, from: 'oldest' });
  });

  it('shortens the last page to the rows there are', () => {
    expect(pageWindow(9_995, 10, 10_000)).toEqual({ offset: 0, limit: 5, from: 'oldest' });
    expect(pageWindow(0, 10, 3)).toEqual({ offset: 0, limit: 3, from: 'newest' });
  });

  it('answers no window past the end or for no rows', () => {
    expect(pageWindow(10_000, 10, 10_000)).toBeNull();
    expect(pageWindow(0, 0, 10)).toBeNull();
    expect(pageWindow(0, 10, 0)).toBeNull();
  });
});
