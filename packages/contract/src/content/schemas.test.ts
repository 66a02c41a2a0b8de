import { describe, expect, it } from 'vitest';
import { getContentRequestSchema, getContentResponseSchema } from './schemas.js';

describe('content', () => {
  it('reads a content item by name and answers its HTML entries', () => {
    expect(getContentRequestSchema.safeParse({ name: '' }).success).toBe(false);
    expect(getContentResponseSchema.parse(['<p>Intro</p>', '<p>Footer</p>'])).toHaveLength(2);
  });
});
