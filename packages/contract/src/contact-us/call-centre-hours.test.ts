import { describe, expect, it } from 'vitest';
import { isCallCentreOpen } from './call-centre-hours.js';

const at = (iso: string) => isCallCentreOpen(new Date(iso));

describe('call-centre hours: Monday to Friday, 8:30am to 5:30pm in Melbourne', () => {
  it('opens at 8:30 and closes at 5:30 in daylight time (AEDT, UTC+11)', () => {
    expect(at('2026-11-23T21:29:00Z')).toBe(false); // Tue 08:29
    expect(at('2026-11-23T21:30:00Z')).toBe(true); // Tue 08:30
    expect(at('2026-11-24T06:29:00Z')).toBe(true); // Tue 17:29
    expect(at('2026-11-24T06:30:00Z')).toBe(false); // Tue 17:30
  });

  it('keeps the same local hours in standard time (AEST, UTC+10), where the UTC window is an hour off', () => {
    expect(at('2026-06-15T22:29:00Z')).toBe(false); // Tue 08:29
    expect(at('2026-06-15T22:30:00Z')).toBe(true); // Tue 08:30
    expect(at('2026-06-16T07:29:00Z')).toBe(true); // Tue 17:29
    expect(at('2026-06-16T07:30:00Z')).toBe(false); // Tue 17:30
  });

  it('counts weekdays in Melbourne: Monday morning is open though it is still Sunday in UTC', () => {
    expect(at('2026-11-22T22:00:00Z')).toBe(true); // Mon 09:00 AEDT, Sun 22:00 UTC
    expect(at('2026-11-27T22:00:00Z')).toBe(false); // Sat 09:00 AEDT, Fri 22:00 UTC
    expect(at('2026-11-29T01:00:00Z')).toBe(false); // Sun 12:00
  });
});
