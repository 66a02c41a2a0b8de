import { describe, expect, it } from 'vitest';
import {
  generateSecurityCodeRequestSchema,
  generateSecurityCodeResponseSchema,
  validateSecurityCodeRequestSchema,
} from './schemas.js';

describe('access codes', () => {
  it('parses a code request and fills DevType Web', () => {
    expect(generateSecurityCodeRequestSchema.parse({ AccessToken: 't', CodeType: 2 })).toEqual({
      AccessToken: 't',
      CodeType: 2,
      DevType: 0,
    });
    expect(generateSecurityCodeRequestSchema.safeParse({ CodeType: 3 }).success).toBe(false);
    expect(generateSecurityCodeResponseSchema.parse({ SMS: true, Email: false })).toEqual({
      SMS: true,
      Email: false,
    });
  });

  it('takes the code as text so leading zeros survive, and refuses a number', () => {
    expect(validateSecurityCodeRequestSchema.parse({ SecurityCode: '0042' }).SecurityCode).toBe('0042');
    expect(validateSecurityCodeRequestSchema.safeParse({ SecurityCode: 42 }).success).toBe(false);
  });
});
