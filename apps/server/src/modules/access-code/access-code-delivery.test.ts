import { describe, expect, it } from 'vitest';
import { destinationsFor } from './access-code-delivery.js';

const both = { email: 'alex@example.com', mobile: '0412345678' };
const emailOnly = { email: 'sam@example.com', mobile: null };
const mobileOnly = { email: null, mobile: '0412345678' };
const channels = (list: { channel: string }[]) => list.map((d) => d.channel);

describe('where an access code goes', () => {
  it('sends activation and sign-in codes to every contact method', () => {
    expect(destinationsFor('registration', both)).toEqual([
      { channel: 'sms', to: '0412345678' },
      { channel: 'email', to: 'alex@example.com' },
    ]);
    expect(channels(destinationsFor('login', emailOnly))).toEqual(['email']);
    expect(channels(destinationsFor('login', mobileOnly))).toEqual(['sms']);
  });

  it('sends a mobile change to the e-mail and an e-mail change to the mobile, never the detail changed', () => {
    expect(channels(destinationsFor('mobile', both))).toEqual(['email']);
    expect(channels(destinationsFor('email', both))).toEqual(['sms']);
    expect(destinationsFor('mobile', mobileOnly)).toEqual([]);
    expect(destinationsFor('email', emailOnly)).toEqual([]);
  });

  it('sends a bank code to the mobile, or the e-mail without one', () => {
    expect(channels(destinationsFor('bank', both))).toEqual(['sms']);
    expect(channels(destinationsFor('bank', emailOnly))).toEqual(['email']);
  });

  it('treats blank details as missing', () => {
    expect(destinationsFor('login', { email: '  ', mobile: '' })).toEqual([]);
  });
});
