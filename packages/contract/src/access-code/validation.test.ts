import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { accessCodeSchema } from './validation.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('access code', () => {
  it('accepts exactly four digits', () => {
    expect(accessCodeSchema.parse('0123')).toBe('0123');
  });

  it('refuses anything else', () => {
    for (const code of ['', '123', '12345', '12a4']) {
      expect(firstMessage(accessCodeSchema, code)).toBe('Enter the 4 digit access code');
    }
  });
});
