import {
  type ReceiptKind,
  CURRENCY_PATTERN,
  decodeReceiptDescription,
  hasDateFormat,
  parseDate,
} from '@portal/contract';

/**
 * What the provider's API answers for a reimbursement's sub-form (issue 12 "Server"): the fields as
 * data, so the provider never parses the wire's label_KEY_value text. Dates become ISO (yyyy-mm-dd),
 * amounts integer cents; a value that does not read as its type is null, and the original text is
 * always kept beside it (`Description`), so nothing the claimant wrote is lost.
 */
export interface StructuredReceipt {
  kind: ReceiptKind;
  /** Date of purchase or of service. */
  date: string | null;
  /** Cost, or the amount to reimburse for home services. */
  amountCents: number | null;
  provider: string | null;
  description: string | null;
  duration: string | null;
  serviceType: string | null;
  notes: string | null;
}

/** dd/mm/yyyy as yyyy-mm-dd, or null when it is not a real date. */
export function isoDateOf(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  const date = hasDateFormat(trimmed) ? parseDate(trimmed) : undefined;
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** "$12", "12.50", "$1234.05" as cents; null when not in the currency pattern (part 2 §5). */
export function centsOf(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!CURRENCY_PATTERN.test(trimmed)) return null;
  const [whole, fraction = '00'] = (trimmed.startsWith('$') ? trimmed.slice(1) : trimmed).split('.');
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

export function structuredReceipt(kind: ReceiptKind, description: string): StructuredReceipt {
  if (kind === 'homeServices') {
    const f = decodeReceiptDescription('homeServices', description);
    return {
      kind,
      date: isoDateOf(f.date),
      amountCents: centsOf(f.amount),
      provider: orNull(f.serviceProvider),
      description: null,
      duration: orNull(f.duration),
      serviceType: orNull(f.serviceType),
      notes: orNull(f.notes),
    };
  }
  const f =
    kind === 'pharmacy'
      ? (({ pharmacy, ...rest }) => ({ ...rest, provider: pharmacy }))(
          decodeReceiptDescription('pharmacy', description),
        )
      : decodeReceiptDescription('other', description);
  return {
    kind,
    date: isoDateOf(f.date),
    amountCents: centsOf(f.cost),
    provider: orNull(f.provider),
    description: orNull(f.description),
    duration: null,
    serviceType: null,
    notes: null,
  };
}
