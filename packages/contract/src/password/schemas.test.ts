import { describe, expect, it } from 'vitest';
import {
  resetPasswordResponseSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
} from './schemas.js';

describe('password', () => {
  it('answers AccountActivated as a boolean on reset password', () => {
    expect(resetPasswordResponseSchema.safeParse({ AccessToken: 't', AccountActivated: false }).success).toBe(
      true,
    );
    expect(resetPasswordResponseSchema.safeParse({ AccessToken: 't', AccountActivated: 2 }).success).toBe(
      false,
    );
  });

  it('requires all three password fields to change a password, and answers true', () => {
    expect(updatePasswordRequestSchema.safeParse({ OldPassword: 'a', NewPassword: 'b' }).success).toBe(false);
    expect(
      updatePasswordRequestSchema.safeParse({ OldPassword: 'a', NewPassword: 'b', ReEnterPassword: 'b' })
        .success,
    ).toBe(true);
    expect(updatePasswordResponseSchema.safeParse(true).success).toBe(true);
    expect(updatePasswordResponseSchema.safeParse(false).success).toBe(false);
  });
});
