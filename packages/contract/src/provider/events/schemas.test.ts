import { describe, expect, it } from 'vitest';
import { providerEventParamsSchema, putProviderEventBodySchema } from './schemas.js';

describe("provider events (issue 32 What's happening)", () => {
  const event = {
    ClaimNumber: '12/34567',
    Date: '2026-11-21T09:30:00+11:00',
    Title: 'Decision on your claim',
  };

  it('takes an event with an empty Body and no attachments by default', () => {
    expect(putProviderEventBodySchema.parse(event)).toEqual({ ...event, Body: '', Attachments: [] });
  });

  it('refuses a date without its offset or not a date, an empty or long title, a long body, five files', () => {
    const file = { Filename: 'a.pdf', Data: 'JVBERi0=' };
    for (const bad of [
      { Date: '21/11/2026' },
      { Date: '2026-11-21T09:30:00' },
      { Date: 'yesterday' },
      { Date: 20261121 },
      { Title: ' ' },
      { Title: 'x'.repeat(201) },
      { Body: 'x'.repeat(4001) },
      { Attachments: Array(5).fill(file) },
      { Attachments: [{ Filename: '', Data: 'JVBERi0=' }] },
      { Attachments: 'letter.pdf' },
      { ClaimNumber: 'nope' },
    ]) {
      expect(putProviderEventBodySchema.safeParse({ ...event, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it("takes the provider's reference as 1-100 letters, digits, '.', '_', ':' and '-'", () => {
    for (const reference of ['A', 'crm-event:2026.11_0001', 'x'.repeat(100)])
      expect(providerEventParamsSchema.safeParse({ reference }).success, reference).toBe(true);
    for (const reference of ['', 'x'.repeat(101), 'with space', 'a/b'])
      expect(providerEventParamsSchema.safeParse({ reference }).success, reference).toBe(false);
  });
});
