import { describe, expect, it } from 'vitest';
import { brandingValues, defaultBranding, formatMessage } from './branding.js';

describe('formatMessage', () => {
  it('replaces every named placeholder with its value', () => {
    expect(
      formatMessage('Having trouble? Call {provider} on {phone}', { provider: 'TAC', phone: '1300 654 329' }),
    ).toBe('Having trouble? Call TAC on 1300 654 329');
  });

  it('writes numbers as text and fills a placeholder used twice', () => {
    expect(formatMessage('Uploading documents {n} of {total} ({n})', { n: 2, total: 3 })).toBe(
      'Uploading documents 2 of 3 (2)',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Error {number}: {message}', { number: 8 })).toBe('Error 8: {message}');
  });

  it('does not read inherited properties as values', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('defaultBranding', () => {
  it('names the TAC and its phone line, the defaults RESOLUTIONS.md gives', () => {
    expect(defaultBranding).toEqual({ providerName: 'TAC', providerPhone: '1300 654 329' });
    expect(formatMessage('Call {provider} on {phone}', brandingValues())).toBe('Call TAC on 1300 654 329');
  });

  it('fills the placeholders from an overriding branding', () => {
    expect(brandingValues({ providerName: 'Acme', providerPhone: '1800 000 000' })).toEqual({
      provider: 'Acme',
      phone: '1800 000 000',
    });
  });
});
