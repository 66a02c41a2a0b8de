import { describe, expect, it } from 'vitest';
import {
  getAuthorityFormDataResponseSchema,
  TYPED_NAME_MAX,
  uploadAuthorityFormRequestSchema,
} from './schemas.js';

describe('uploadauthorityform fields (issue 13 typed signature)', () => {
  it('still takes a request with only the access token, as the spec sends it (Signature is the file)', () => {
    expect(uploadAuthorityFormRequestSchema.parse({ accessToken: 't' })).toEqual({ accessToken: 't' });
  });

  it('takes a drawn signature without a typed name', () => {
    expect(uploadAuthorityFormRequestSchema.parse({ SignatureMethod: 'drawn' })).toEqual({
      SignatureMethod: 'drawn',
    });
  });

  it('takes a typed signature with the name that was typed', () => {
    const typed = { accessToken: 't', SignatureMethod: 'typed', TypedName: 'Alex Citizen' };
    expect(uploadAuthorityFormRequestSchema.parse(typed)).toEqual(typed);
  });

  it('refuses a method other than drawn or typed', () => {
    expect(uploadAuthorityFormRequestSchema.safeParse({ SignatureMethod: 'stamped' }).success).toBe(false);
  });

  it(`takes a typed name of ${TYPED_NAME_MAX} characters and refuses one more`, () => {
    expect(TYPED_NAME_MAX).toBe(200);
    const at = { SignatureMethod: 'typed', TypedName: 'a'.repeat(TYPED_NAME_MAX) };
    expect(uploadAuthorityFormRequestSchema.safeParse(at).success).toBe(true);
    const over = { SignatureMethod: 'typed', TypedName: 'a'.repeat(TYPED_NAME_MAX + 1) };
    expect(uploadAuthorityFormRequestSchema.safeParse(over).success).toBe(false);
  });

  it('strips fields it does not know, as every request does', () => {
    expect(uploadAuthorityFormRequestSchema.parse({ SignatureMethod: 'typed', Extra: 'x' })).toEqual({
      SignatureMethod: 'typed',
    });
  });
});

describe('authority form data', () => {
  it('answers the authority form data with three address lines', () => {
    const data = {
      FirstName: 'Alex',
      Surname: 'Citizen',
      ClaimNumber: '12/34567',
      Address: { AddressLine1: '1 Main St', AddressLine2: 'Geelong', AddressLine3: 'VIC 3220' },
      DateOfBirth: '14/02/1985',
      DateOfAccident: '14/03/2025',
      Initials: 'AC',
    };
    expect(getAuthorityFormDataResponseSchema.parse(data)).toEqual(data);
  });
});
