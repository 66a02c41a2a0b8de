import type { DatabaseHandle } from '../connect.js';
import type { NewRow } from '../schema.js';
import { CsvFormatError, parseCsv } from './csv.js';
import { replaceOrUpsert, type ImportOptions } from './import-rows.js';

export type BsbRow = NewRow<'bsb_directory'>;

const BSB_PATTERN = /^(\d{3})-?(\d{3})$/;

/**
 * The Australian Payments Network BSB directory CSV: BSB Number (NNN-NNN), Bank Code, BSB Name,
 * Address, Suburb, State, Postcode, Payments Flags. The published file has no header row; a header
 * (first field not a BSB) is accepted and skipped. Closed BSBs are simply absent from the file.
 */
export function parseBsbCsv(text: string): BsbRow[] {
  const records = parseCsv(text);
  const rows: BsbRow[] = [];
  records.forEach((record, i) => {
    const [bsbField = '', bankCode = '', name = '', address, suburb, state, postcode, flags] =
      record.fields.map((f) => f.trim());
    const match = BSB_PATTERN.exec(bsbField);
    if (!match) {
      if (i === 0) return; // header row
      throw new CsvFormatError(`"${bsbField}" is not a BSB number (NNN-NNN)`, record.line);
    }
    if (bankCode === '' || name === '')
      throw new CsvFormatError('bank code and BSB name are required', record.line);
    rows.push({
      bsb: `${match[1]}-${match[2]}`,
      bank_code: bankCode,
      name,
      address: emptyToNull(address),
      suburb: emptyToNull(suburb),
      state: emptyToNull(state),
      postcode: emptyToNull(postcode),
      // Flags are positional (P paper, E electronic, H high value), so their spaces are kept.
      payments_flags: flags ? (record.fields[7] ?? null) : null,
    });
  });
  return rows;
}

/** Loads BSB rows; by default the directory is replaced as a whole (it is published complete). */
export async function importBsbDirectory(
  handle: DatabaseHandle,
  rows: readonly BsbRow[],
  options: ImportOptions = {},
): Promise<number> {
  return replaceOrUpsert(handle, 'bsb_directory', 'bsb', rows, options);
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}
