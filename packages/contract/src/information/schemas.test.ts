import { describe, expect, it } from 'vitest';
import { getInformationResponseSchema } from './schemas.js';

const base = {
  Version: '1.5.32',
  ProviderName: 'TAC',
  ProviderPhone: '1300 654 329',
  BuildTime: 'unknown',
  Commit: 'unknown',
};

describe('getInformation response PublicUrl', () => {
  it('carries the canonical address, null when unset, and may be absent (older servers)', () => {
    expect(
      getInformationResponseSchema.parse({ ...base, PublicUrl: 'https://portal.example.gov.au' }),
    ).toEqual({
      ...base,
      PublicUrl: 'https://portal.example.gov.au',
    });
    expect(getInformationResponseSchema.parse({ ...base, PublicUrl: null }).PublicUrl).toBeNull();
    expect(getInformationResponseSchema.parse(base)).not.toHaveProperty('PublicUrl');
  });

  it('refuses a PublicUrl that is not text', () => {
    expect(getInformationResponseSchema.safeParse({ ...base, PublicUrl: 42 }).success).toBe(false);
  });
});

describe('information', () => {
  it('answers build information with the branding', () => {
    const info = {
      Version: '1.5.32',
      ProviderName: 'TAC',
      ProviderPhone: '1300 654 329',
      BuildTime: '2025-01-01T00:00:00Z',
      Commit: 'abc',
    };
    expect(getInformationResponseSchema.parse(info)).toEqual(info);
    expect(getInformationResponseSchema.safeParse({ ...info, Commit: undefined }).success).toBe(false);
  });
});
