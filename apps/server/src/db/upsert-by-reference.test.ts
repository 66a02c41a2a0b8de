import { describe, expect, it } from 'vitest';
import { differsFrom } from './upsert-by-reference.js';

describe('differsFrom (a provider PUT repeated changes nothing)', () => {
  const stored = { id: 'p1', reference: 'r1', amount: 4500, status: 'paid', submission_id: null };

  it('is false when every field the PUT sets is stored as it is', () => {
    expect(differsFrom(stored, { amount: 4500, status: 'paid', submission_id: null })).toBe(false);
  });

  it('is true when one field differs, null against a value included', () => {
    expect(differsFrom(stored, { amount: 4501, status: 'paid' })).toBe(true);
    expect(differsFrom(stored, { submission_id: 's1' })).toBe(true);
  });

  it('ignores what the PUT does not set (ids, stamps)', () => {
    expect(differsFrom(stored, { status: 'paid' })).toBe(false);
  });
});
