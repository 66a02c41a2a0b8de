import { describe, expect, it } from 'vitest';
import { addressLookupRequestSchema, addressLookupResponseSchema } from './schemas.js';

describe('address lookup', () => {
  it('takes isHomeAddress as the text true or false and answers results', () => {
    expect(addressLookupRequestSchema.safeParse({ query: '1 Main', isHomeAddress: 'true' }).success).toBe(
      true,
    );
    expect(addressLookupRequestSchema.safeParse({ query: '1 Main', isHomeAddress: true }).success).toBe(
      false,
    );
    const suggestion = {
      Moniker: 'm',
      PartialAddress: '1 Main St, Geelong',
      Picklist: '1 Main St',
      Postcode: '3220',
      Score: 100,
    };
    expect(addressLookupResponseSchema.parse({ results: [suggestion] }).results[0]).toEqual(suggestion);
  });
});
