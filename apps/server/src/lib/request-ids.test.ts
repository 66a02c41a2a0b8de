import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-ids.js';

describe('newRequestId', () => {
  it('answers 16 hex characters, none repeated across several refills of the pool', () => {
    const ids = Array.from({ length: 2000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
