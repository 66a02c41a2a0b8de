import { describe, expect, it } from 'vitest';
import { sendProviderMessageBodySchema } from './schemas.js';

describe('provider message Reference', () => {
  const message = { ClaimNumber: '12/34567', Subject: 'S', Message: 'M' };

  it("takes the provider's own id of 1-100 letters, digits, '.', '_', ':' and '-', or none", () => {
    for (const Reference of [undefined, 'A', 'crm-msg:2026.11_0001', 'x'.repeat(100)]) {
      expect(sendProviderMessageBodySchema.safeParse({ ...message, Reference }).success, Reference).toBe(
        true,
      );
    }
  });

  it('refuses an empty, too long or otherwise spelled Reference', () => {
    for (const Reference of ['', 'x'.repeat(101), 'with space', 'a/b', 'ünicode', 'tab\t', 7]) {
      expect(
        sendProviderMessageBodySchema.safeParse({ ...message, Reference }).success,
        String(Reference),
      ).toBe(false);
    }
  });
});
