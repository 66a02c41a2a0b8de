// The stored day (yyyy-mm-dd) of a payment and the wire's (dd/mm/yyyy), for both sides of Payments.

/**
 * yyyy-mm-dd (stored, always this shape: storedDayOf) → dd/mm/yyyy (wire), by slicing: a year of
 * payments formats one per row, and parsing each into numbers first was a tenth of getpayments' time.
 */
export function wireDateOf(stored: string): string {
  return `${stored.slice(8, 10)}/${stored.slice(5, 7)}/${stored.slice(0, 4)}`;
}

/** A calendar day as stored: yyyy-mm-dd, whose text order is date order on both databases. */
export function storedDayOf(day: { year: number; month: number; day: number }): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
