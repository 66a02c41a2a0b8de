import { CALL_CENTRE_HOURS } from '../shared/limits.js';
import { PORTAL_TIME_ZONE } from '../shared/dates.js';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const WEEKDAYS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);

/**
 * Whether the call centre takes calls at `now`: Monday to Friday, 8:30am to 5:30pm in the provider's
 * time zone, so daylight saving moves nothing (limits.ts says why the spec's UTC window is not used).
 */
export function isCallCentreOpen(now: Date, timeZone: string = PORTAL_TIME_ZONE): boolean {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return (
    WEEKDAYS.has(part('weekday')) &&
    minutes >= minutesOf(CALL_CENTRE_HOURS.from) &&
    minutes < minutesOf(CALL_CENTRE_HOURS.to)
  );
}
