import { describe, expect, it } from 'vitest';
import {
  updateBankAccountDetailsRequestSchema,
  verifyBsbRequestSchema,
  verifyBsbResponseSchema,
} from './schemas.js';

describe('bank details', () => {
  it('accepts bank details with Bsb or BSB and refuses them with neither', () => {
    const base = { AccessToken: 's', AccountName: 'A Citizen', AccountNumber: '12345678' };
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, Bsb: '063-000' }).Bsb).toBe('063-000');
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, BSB: '063-000' }).Bsb).toBe('063-000');
    expect(updateBankAccountDetailsRequestSchema.parse({ ...base, BSB: '063-000' })).not.toHaveProperty(
      'BSB',
    );
    expect(updateBankAccountDetailsRequestSchema.safeParse(base).success).toBe(false);
    expect(updateBankAccountDetailsRequestSchema.safeParse({ ...base, Bsb: 63000 }).success).toBe(false);
  });

  it('looks a BSB up by either spelling and answers the bank name', () => {
    expect(verifyBsbRequestSchema.parse({ BSB: '063-000' })).toEqual({ Bsb: '063-000' });
    expect(verifyBsbResponseSchema.parse({ BankName: '' })).toEqual({ BankName: '' });
  });
});
