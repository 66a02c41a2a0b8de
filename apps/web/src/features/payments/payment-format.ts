import { formatAmount, formatMessage, messages } from '@portal/contract';

/** A financial year (by the year it starts in) by its two years: 2025–26. */
export function financialYearName(year: number): string {
  return `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The filter's option: "2025–26 (July 2025–June 2026)", short enough for a phone's select. */
export function financialYearOption(year: number): string {
  return formatMessage(messages.payments.yearOption, {
    name: financialYearName(year),
    from: String(year),
    to: String(year + 1),
  });
}

/** The year's total: "Paid in 2025–26: $1,234.50". */
export function yearTotalText(year: number, cents: number): string {
  return formatMessage(messages.payments.yearTotal, {
    name: financialYearName(year),
    amount: formatAmount(cents),
  });
}
