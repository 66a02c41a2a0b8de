import { describe, expect, it } from 'vitest';
import { providerServiceIconSchema } from './schemas.js';

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
