import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from './schemas.js';

describe('retrieval', () => {
  it('parses the retrieval request with only one contact method', () => {
    const request = {
      FirstName: 'Alex',
      LastName: 'Citizen',
      DateOfBirth: '14/02/1985',
      ClaimNumber: '12/34567',
      MobileNumber: '0412345678',
    };
    expect(forgotPasswordRequestSchema.parse(request)).toEqual(request);
    expect(
      forgotPasswordResponseSchema.parse({ ResetPasswordToken: 'r', Username: 'alex@example.com' }),
    ).toBeTruthy();
  });
});
