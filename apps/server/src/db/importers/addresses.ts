import type { DatabaseHandle } from '../connect.js';
import type { NewRow } from '../schema.js';
import { CsvFormatError, missingColumns, parseCsv, recordsByHeader } from './csv.js';
import { replaceOrUpsert, type ImportOptions } from './import-rows.js';

export type AddressRow = NewRow<'addresses'>;

/** The flattened G-NAF-like columns we read; others in the file are ignored. */
export const addressCsvColumns = [
  'ADDRESS_DETAIL_PID',
  'BUILDING_NAME',
  'FLAT_TYPE_CODE',
  'FLAT_NUMBER',
  'NUMBER_FIRST',
  'NUMBER_FIRST_SUFFIX',
  'NUMBER_LAST',
  'STREET_NAME',
  'STREET_TYPE_CODE',
  'LOCALITY_NAME',
  'STATE_ABBREVIATION',
  'POSTCODE',
  'POSTAL_DELIVERY_TYPE',
  'POSTAL_DELIVERY_NUMBER',
] as const;

const requiredColumns = ['ADDRESS_DETAIL_PID', 'LOCALITY_NAME', 'STATE_ABBREVIATION', 'POSTCODE'] as const;

/** Australia Post street-type abbreviations, so "12 Moorabool St" finds "12 Moorabool Street". */
const streetTypeAbbreviations: Readonly<Record<string, string>> = {
  STREET: 'St',
  ROAD: 'Rd',
  AVENUE: 'Ave',
  HIGHWAY: 'Hwy',
  PARADE: 'Pde',
  PLACE: 'Pl',
  BOULEVARD: 'Blvd',
  ESPLANADE: 'Esp',
  TERRACE: 'Tce',
  DRIVE: 'Dr',
  COURT: 'Ct',
  CRESCENT: 'Cres',
  LANE: 'Lane',
  CLOSE: 'Cl',
  WAY: 'Way',
  GROVE: 'Gr',
  SQUARE: 'Sq',
  CIRCUIT: 'Cct',
};

/**
 * Reads the address index CSV (a header row naming the columns above). A row with a postal
 * delivery type (PO BOX, GPO BOX, LOCKED BAG, RMB ...) is a delivery-only address: flagged postal
 * only, because it cannot be a home address (spec part 1 §5).
 */
export function parseAddressCsv(text: string): AddressRow[] {
  const records = parseCsv(text);
  const missing = missingColumns(records, requiredColumns);
  if (records.length > 0 && missing.length > 0) {
    throw new CsvFormatError(`the header lacks ${missing.join(', ')}`, records[0]?.line ?? 1);
  }
  return recordsByHeader(records).map((record) => {
    const get = (column: (typeof addressCsvColumns)[number]) => record.get(column);
    const id = get('ADDRESS_DETAIL_PID');
    const locality = titleCase(get('LOCALITY_NAME'));
    const state = get('STATE_ABBREVIATION').toUpperCase();
    const postcode = get('POSTCODE');
    if (id === '' || locality === '' || state === '' || !/^\d{4}$/.test(postcode)) {
      throw new CsvFormatError('an address needs an id, locality, state and a 4-digit postcode', record.line);
    }
    const postalType = get('POSTAL_DELIVERY_TYPE').toUpperCase();
    const lines =
      postalType !== '' ? [postalLine(postalType, get('POSTAL_DELIVERY_NUMBER'))] : streetLines(get);
    if (lines.length === 0)
      throw new CsvFormatError('an address needs a street or a postal delivery', record.line);
    const place = `${locality} ${state} ${postcode}`;
    const singleLine = `${lines.join(', ')}, ${place}`;
    const abbreviated = singleLine.replace(/\b([A-Z][a-z]+)(,)/g, (whole, word: string, comma: string) => {
      const short = streetTypeAbbreviations[word.toUpperCase()];
      return short ? `${short}${comma}` : whole;
    });
    const searchText = [...new Set([normaliseForSearch(singleLine), normaliseForSearch(abbreviated)])].join(
      ' ',
    );
    return {
      id,
      single_line: singleLine,
      line1: lines[0] ?? '',
      line2: lines[1] ?? null,
      line3: lines[2] ?? null,
      locality,
      state,
      postcode,
      is_postal_only: postalType !== '' ? 1 : 0,
      search_text: searchText,
    };
  });
}

/** Lower case, punctuation as spaces, single spaces: what the lookup compares against. */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export async function importAddresses(
  handle: DatabaseHandle,
  rows: readonly AddressRow[],
  options: ImportOptions = {},
): Promise<number> {
  return replaceOrUpsert(handle, 'addresses', 'id', rows, options);
}

function streetLines(get: (column: (typeof addressCsvColumns)[number]) => string): string[] {
  const lines: string[] = [];
  const building = titleCase(get('BUILDING_NAME'));
  if (building !== '') lines.push(building);
  const flatType = get('FLAT_TYPE_CODE');
  const flatNumber = get('FLAT_NUMBER');
  if (flatNumber !== '') lines.push(`${titleCase(flatType || 'UNIT')} ${flatNumber}`);
  const first = get('NUMBER_FIRST') + get('NUMBER_FIRST_SUFFIX').toUpperCase();
  const last = get('NUMBER_LAST');
  const number = last !== '' ? `${first}-${last}` : first;
  const street = [titleCase(get('STREET_NAME')), titleCase(get('STREET_TYPE_CODE'))]
    .filter(Boolean)
    .join(' ');
  if (street !== '') lines.push(number !== '' ? `${number} ${street}` : street);
  // Up to three lines (AddressLine1..3): a building, a flat and a street line at most.
  return lines.slice(0, 3);
}

function postalLine(type: string, number: string): string {
  const label = type
    .replace(/\bPO\b/g, 'PO')
    .replace(/\bGPO\b/g, 'GPO')
    .replace(/\bRMB\b/g, 'RMB');
  const words = label.split(' ').map((w) => (['PO', 'GPO', 'RMB'].includes(w) ? w : titleCase(w)));
  return [words.join(' '), number].filter(Boolean).join(' ');
}

function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}
