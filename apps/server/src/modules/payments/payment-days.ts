// A payment's stored day (yyyy-mm-dd, lib/melbourne-time.ts storedDayOf) as the wire's (dd/mm/yyyy).

/**
 * yyyy-mm-dd (stored, always this shape: lib/melbourne-time.ts storedDayOf) → dd/mm/yyyy (wire), by
 * slicing: a year of payments formats one per row, and parsing each into numbers first was a tenth of
 * getpayments' time.
 */
export function wireDateOf(stored: string): string {
  return `${stored.slice(8, 10)}/${stored.slice(5, 7)}/${stored.slice(0, 4)}`;
}
