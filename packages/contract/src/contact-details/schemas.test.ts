import { describe, expect, it } from 'vitest';
import { updateContactDetailsRequestSchema } from './schemas.js';

const address = { ExperianSingleSelectedLine: '1 Main St, Geelong VIC 3220' };

describe('contact details', () => {
  it('parses a contact-details update carrying the secure-update flag', () => {
    const request = {
      AccessToken: 'secure',
      EmailAddress: 'new@example.com',
      MobileNumber: '0412345678',
      HomeAddressForDB: address,
      isSecureUpdate: true,
    };
    expect(updateContactDetailsRequestSchema.parse(request)).toEqual(request);
    expect(updateContactDetailsRequestSchema.safeParse({ ...request, isSecureUpdate: 'yes' }).success).toBe(
      false,
    );
    expect(updateContactDetailsRequestSchema.safeParse({ EmailAddress: 'a' }).success).toBe(false);
  });
});
