import { describe, expect, it } from 'vitest';
import { loginRequestSchema, loginResponseSchema } from './schemas.js';

describe('login', () => {
  it('parses the spec login request and fills RememberMe false and DeviceType Web by default', () => {
    const parsed = loginRequestSchema.parse({
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: 'x',
    });
    expect(parsed).toEqual({
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: 'x',
      RememberMe: false,
      DeviceType: 0,
    });
  });

  it('keeps the device identifier that remembers a verified browser', () => {
    const parsed = loginRequestSchema.parse({
      EmailAddress: 'a',
      Password: 'b',
      RememberMe: true,
      DeviceType: 1,
      DeviceIdentifier: 'd-1',
    });
    expect(parsed.DeviceIdentifier).toBe('d-1');
    expect(parsed.RememberMe).toBe(true);
  });

  it('refuses a missing password, a text RememberMe and an unknown device type', () => {
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a' }).success).toBe(false);
    expect(
      loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', RememberMe: 'true' }).success,
    ).toBe(false);
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', DeviceType: 4 }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ EmailAddress: 'a', Password: 'b', DeviceType: '0' }).success).toBe(
      false,
    );
  });

  it('strips unknown keys', () => {
    const parsed = loginRequestSchema.parse({ EmailAddress: 'a', Password: 'b', Extra: 1 });
    expect(parsed).not.toHaveProperty('Extra');
  });

  it('answers AccountActivated as 0, 1 or 2 only', () => {
    for (const n of [0, 1, 2])
      expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: n }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: 3 }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ AccessToken: 't', AccountActivated: true }).success).toBe(false);
  });
});
