import { formatDate } from '@portal/contract';

/**
 * The wire form (dd/mm/yyyy, ADR 0008) of a stored date (yyyy-mm-dd, schema.ts).
 * Shared by the claims list and the account's date of birth.
 */
export function wireDateOf(stored: string): string {
  const [year, month, day] = stored.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return stored;
  return formatDate({ year, month, day });
}
