import { describe, expect, it } from 'vitest';
import { sendProviderMessageBodySchema } from './messages.js';
import { providerServiceIconSchema } from './platform.js';

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

describe('provider service Icon', () => {
  it('takes an icon name or an https URL on a named host', () => {
    for (const icon of [
      'physio',
      'home-care-2',
      'a'.repeat(64),
      'https://cdn.example.com/icons/physio.svg',
    ]) {
      expect(providerServiceIconSchema.safeParse(icon).success, icon).toBe(true);
    }
  });

  it('refuses other text, other schemes and over-long values', () => {
    for (const icon of [
      '',
      'Physio',
      'physio.svg',
      'a'.repeat(65),
      'http://cdn.example.com/physio.svg',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//cdn.example.com/physio.svg',
      `https://cdn.example.com/${'a'.repeat(200)}`,
    ]) {
      expect(providerServiceIconSchema.safeParse(icon).success, icon).toBe(false);
    }
  });
});
