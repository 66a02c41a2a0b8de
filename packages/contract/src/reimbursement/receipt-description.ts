import type { ReceiptKind } from './validation.js';

/**
 * The reimbursement sub-form travels inside the draft's Description as `label_KEY_value` pairs joined
 * by `_SECTION_` (part 2 §3). Claimants type free text into those values, so a value holding `_KEY_`,
 * `_SECTION_` or a backslash must not split into another field: the encoder escapes `\` as `\\` and `_`
 * as `\_` inside labels and values, so a separator only ever appears where the encoder put one. The
 * decoder also reads text from a client that does not escape: a `_` that does not start a separator,
 * and a `\` before anything but `_` or `\`, are taken literally.
 */

const KEY = '_KEY_';
const SECTION = '_SECTION_';

/** The labels the spec names for each receipt kind's fields, in the order they travel (part 2 §3). */
export const RECEIPT_FIELD_LABELS = {
  other: { date: 'Date of purchase', description: 'Description', provider: 'Provider', cost: 'Cost' },
  pharmacy: { date: 'Date of purchase', description: 'Description', pharmacy: 'Pharmacy', cost: 'Cost' },
  homeServices: {
    date: 'Date of service',
    duration: 'Duration of service',
    serviceProvider: 'Service provider',
    serviceType: 'Type of service',
    amount: 'Amount to reimburse',
    notes: 'General notes',
  },
} as const satisfies Record<ReceiptKind, Record<string, string>>;

export type ReceiptFieldsOf<K extends ReceiptKind> = Record<keyof (typeof RECEIPT_FIELD_LABELS)[K], string>;

export interface DescriptionPair {
  label: string;
  value: string;
}

const escapeText = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('_', '\\_');

/** One Description text from label and value pairs. */
export function encodeDescriptionPairs(pairs: readonly DescriptionPair[]): string {
  return pairs.map(({ label, value }) => `${escapeText(label)}${KEY}${escapeText(value)}`).join(SECTION);
}

/** The label and value pairs of a Description text; a section without `_KEY_` is a value without label. */
export function decodeDescriptionPairs(text: string): DescriptionPair[] {
  const sections: string[][] = [[]];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '\\' && (next === '\\' || next === '_')) {
      current += next;
      i += 1;
    } else if (char === '_' && text.startsWith(KEY, i)) {
      sections.at(-1)!.push(current);
      current = '';
      i += KEY.length - 1;
    } else if (char === '_' && text.startsWith(SECTION, i)) {
      sections.at(-1)!.push(current);
      sections.push([]);
      current = '';
      i += SECTION.length - 1;
    } else {
      current += char;
    }
  }
  sections.at(-1)!.push(current);
  return sections
    .filter((parts) => !(parts.length === 1 && parts[0] === ''))
    .map((parts) =>
      parts.length === 1
        ? { label: '', value: parts[0]! }
        : { label: parts[0]!, value: parts.slice(1).join(KEY) },
    );
}

/** A receipt kind's fields as the Description text, every field in the spec's order (empty ones too). */
export function encodeReceiptDescription<K extends ReceiptKind>(
  kind: K,
  fields: Partial<ReceiptFieldsOf<K>>,
): string {
  const labels = RECEIPT_FIELD_LABELS[kind] as Record<string, string>;
  const values = fields as Record<string, string | undefined>;
  return encodeDescriptionPairs(
    Object.entries(labels).map(([field, label]) => ({ label, value: values[field] ?? '' })),
  );
}

/** A Description text read back as a receipt kind's fields; labels it does not know are left out. */
export function decodeReceiptDescription<K extends ReceiptKind>(
  kind: K,
  text: string,
): Partial<ReceiptFieldsOf<K>> {
  const labels = RECEIPT_FIELD_LABELS[kind] as Record<string, string>;
  const fieldOfLabel = new Map(Object.entries(labels).map(([field, label]) => [label, field]));
  const fields: Record<string, string> = {};
  for (const { label, value } of decodeDescriptionPairs(text)) {
    const field = fieldOfLabel.get(label);
    if (field !== undefined && !(field in fields)) fields[field] = value;
  }
  return fields as Partial<ReceiptFieldsOf<K>>;
}
