import { describe, expect, it } from 'vitest';
import { deselectClaimRequestSchema, getClaimsResponseSchema, selectClaimRequestSchema } from './schemas.js';

describe('claims', () => {
  it('parses the claim list and strips keys the server does not publish', () => {
    const parsed = getClaimsResponseSchema.parse([
      { Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong', Secret: 1 },
    ]);
    expect(parsed).toEqual([{ Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong' }]);
  });

  it('selects by the claim object, ignoring the client-only Selected flag', () => {
    expect(
      selectClaimRequestSchema.parse({
        AccessToken: 't',
        Number: '12/34567',
        Date: '14/03/2025',
        Selected: true,
      }),
    ).toEqual({
      AccessToken: 't',
      Number: '12/34567',
      Date: '14/03/2025',
    });
    expect(selectClaimRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(false);
    expect(deselectClaimRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(true);
  });
});
