import { describe, expect, it } from 'vitest';
import { requestTypesCovered } from './request-types.js';

const list = [
  { item_id: 1, parent_id: null },
  { item_id: 2, parent_id: 1 },
  { item_id: 3, parent_id: 1 },
  { item_id: 4, parent_id: 3 },
  { item_id: 5, parent_id: null },
  { item_id: 6, parent_id: 6 },
];

describe('requestTypesCovered', () => {
  it('covers a parent with its children and their children', () => {
    expect(requestTypesCovered(1, list)).toEqual([1, 2, 3, 4]);
  });

  it('covers a leaf alone, and an unknown id alone', () => {
    expect(requestTypesCovered(2, list)).toEqual([2]);
    expect(requestTypesCovered(99, list)).toEqual([99]);
  });

  it('ends on an item listed as its own parent', () => {
    expect(requestTypesCovered(6, list)).toEqual([6]);
  });
});
