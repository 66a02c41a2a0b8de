// A stored day as the wire writes it: one home for every module (claims, account, tasks, payments).

/** yyyy-mm-dd, the one shape a day is stored in (schema.ts; lib/melbourne-time.ts storedDayOf). */
const STORED_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The wire form (dd/mm/yyyy, ADR 0008) of a stored day, by slicing: a year of payments formats one per
 * row, and parsing each into numbers first was a tenth of getpayments' time (issue 32). Anything not in
 * the stored shape is answered as it is.
 */
export function wireDateOf(stored: string): string {
  if (!STORED_DAY.test(stored)) return stored;
  return `${stored.slice(8, 10)}/${stored.slice(5, 7)}/${stored.slice(0, 4)}`;
}
