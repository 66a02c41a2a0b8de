import { describe, expect, it } from 'vitest';
import { checkMaintenanceMessageResponseSchema } from './schemas.js';

describe('maintenance', () => {
  it('answers maintenance messages as a list of text, empty meaning none', () => {
    expect(checkMaintenanceMessageResponseSchema.parse([])).toEqual([]);
    expect(checkMaintenanceMessageResponseSchema.safeParse([1]).success).toBe(false);
  });
});
