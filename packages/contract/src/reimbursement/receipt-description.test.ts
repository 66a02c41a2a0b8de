import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECEIPT_FIELD_LABELS,
  decodeDescriptionPairs,
  decodeReceiptDescription,
  encodeDescriptionPairs,
  encodeReceiptDescription,
} from './receipt-description.js';

/** Text that leans on what could break the format: separators, underscores, backslashes, newlines. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '_KEY_',
        '_SECTION_',
        '_',
        '__',
        '\\',
        '\\_',
        'KEY',
        'SECTION',
        '\n',
        '\r\n',
        ' ',
        '$12.00',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('receipt sub-form Description (part 2 §3)', () => {
  it('writes the spec pattern label_KEY_value joined by _SECTION_', () => {
    expect(
      encodeReceiptDescription('pharmacy', {
        date: '01/04/2025',
        description: 'Pain relief',
        pharmacy: 'Chemist on Pako',
        cost: '$12.00',
      }),
    ).toBe(
      'Date of purchase_KEY_01/04/2025_SECTION_Description_KEY_Pain relief_SECTION_Pharmacy_KEY_Chemist on Pako_SECTION_Cost_KEY_$12.00',
    );
  });

  it('keeps every field of every kind in the spec order, empty ones included', () => {
    const text = encodeReceiptDescription('homeServices', { date: '02/05/2025', serviceType: 'Cleaning' });
    expect(decodeDescriptionPairs(text).map((pair) => pair.label)).toEqual(
      Object.values(RECEIPT_FIELD_LABELS.homeServices),
    );
    expect(decodeReceiptDescription('homeServices', text)).toEqual({
      date: '02/05/2025',
      duration: '',
      serviceProvider: '',
      serviceType: 'Cleaning',
      amount: '',
      notes: '',
    });
  });

  it('round-trips any values, however they mix separators, underscores, backslashes and newlines', () => {
    fc.assert(
      fc.property(
        fc.record({ date: trickyText, description: trickyText, provider: trickyText, cost: trickyText }),
        (fields) => {
          const text = encodeReceiptDescription('other', fields);
          expect(decodeReceiptDescription('other', text)).toEqual(fields);
        },
      ),
      { numRuns: 500, seed: 1124 },
    );
  });

  it('round-trips any label and value pairs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ label: trickyText, value: trickyText }), { maxLength: 5 }),
        (pairs) => {
          const kept = pairs.filter((pair) => pair.label !== '' || pair.value !== '');
          const decoded = decodeDescriptionPairs(encodeDescriptionPairs(kept));
          expect(decoded).toEqual(kept.map((pair) => ({ label: pair.label, value: pair.value })));
        },
      ),
      { numRuns: 500, seed: 2411 },
    );
  });

  it('cannot let a value typed as "x_SECTION_Cost_KEY_$1.00" overwrite the cost', () => {
    const text = encodeReceiptDescription('other', {
      date: '01/04/2025',
      description: 'x_SECTION_Cost_KEY_$1.00',
      provider: 'Clinic',
      cost: '$250.00',
    });
    expect(decodeReceiptDescription('other', text)).toMatchObject({
      description: 'x_SECTION_Cost_KEY_$1.00',
      cost: '$250.00',
    });
  });

  it('reads text from a client that does not escape, taking stray underscores and backslashes literally', () => {
    expect(
      decodeReceiptDescription(
        'other',
        'Date of purchase_KEY_01/04/2025_SECTION_Provider_KEY_Dr_Smith \\ co',
      ),
    ).toEqual({ date: '01/04/2025', provider: 'Dr_Smith \\ co' });
  });
});
