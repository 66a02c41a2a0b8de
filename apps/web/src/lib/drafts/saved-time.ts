import { PORTAL_TIME_ZONE } from '@portal/contract';

/** "h:mm am" in the provider's time zone, as every time on the wire reads (ADR 0008). */
export function formatSavedTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: PORTAL_TIME_ZONE,
  })
    .format(instant)
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
