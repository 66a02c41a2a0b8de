import { describe, expect, it } from 'vitest';
import { formatSessionTimeLeft, parseSessionTimeLeft, sessionWarningLeadMs } from './time-left.js';

describe('the session-time-left header (issue 30 item 1)', () => {
  it('reads back what the server writes, in whole seconds', () => {
    const value = formatSessionTimeLeft({
      idleSeconds: 119.7,
      absoluteSeconds: 43_000,
      idleLimitSeconds: 120,
    });
    expect(value).toBe('idle=119, absolute=43000, idle-limit=120');
    expect(parseSessionTimeLeft(value)).toEqual({
      idleSeconds: 119,
      absoluteSeconds: 43_000,
      idleLimitSeconds: 120,
    });
  });

  it('never writes a negative time', () => {
    expect(formatSessionTimeLeft({ idleSeconds: -3, absoluteSeconds: -1, idleLimitSeconds: 60 })).toBe(
      'idle=0, absolute=0, idle-limit=60',
    );
  });

  it.each([
    null,
    '',
    'idle=5',
    'idle=5, absolute=x, idle-limit=5',
    'idle=-1, absolute=2, idle-limit=3',
    'nonsense',
  ])('answers null for %j', (value) => {
    expect(parseSessionTimeLeft(value)).toBeNull();
  });

  it('warns two minutes before a limit, or half way through a shorter one', () => {
    expect(sessionWarningLeadMs(30 * 60_000)).toBe(120_000);
    expect(sessionWarningLeadMs(4 * 60_000)).toBe(120_000);
    expect(sessionWarningLeadMs(2 * 60_000)).toBe(60_000);
    expect(sessionWarningLeadMs(60_000)).toBe(30_000);
  });
});
