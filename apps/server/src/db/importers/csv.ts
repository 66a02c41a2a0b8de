/** A CSV file that cannot be read; `line` is 1-based in the source text. */
export class CsvFormatError extends Error {
  override readonly name = 'CsvFormatError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

export interface CsvRecord {
  /** 1-based line on which the record starts (for error messages). */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 CSV: comma separated, fields optionally in double quotes, `""` inside quotes is a quote,
 * quoted fields may hold commas and line breaks; CRLF or LF line ends; a leading byte-order mark is
 * ignored; blank lines are skipped. Small on purpose: the BSB directory and the address file are
 * plain RFC 4180, so no dependency is needed.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let wasQuoted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (inQuotes) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '' || wasQuoted) throw new CsvFormatError('a quote may only open a field', line);
      inQuotes = true;
      wasQuoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (wasQuoted) throw new CsvFormatError('text after a closing quote', line);
      field += ch;
    }
  }
  if (inQuotes) throw new CsvFormatError('a quoted field is not closed', recordLine);
  if (field !== '' || wasQuoted || fields.length > 0) endRecord();
  return records;
}

/** Maps records to objects by a header row, matching column names case-insensitively. */
export function recordsByHeader(records: CsvRecord[]): { line: number; get(column: string): string }[] {
  const [header, ...rows] = records;
  if (!header) return [];
  const index = new Map(header.fields.map((name, i) => [name.trim().toUpperCase(), i]));
  return rows.map((record) => ({
    line: record.line,
    get(column: string): string {
      const at = index.get(column.toUpperCase());
      return at === undefined ? '' : (record.fields[at] ?? '').trim();
    },
  }));
}

/** Column names of the header row that are missing from `required`. */
export function missingColumns(records: CsvRecord[], required: readonly string[]): string[] {
  const present = new Set((records[0]?.fields ?? []).map((name) => name.trim().toUpperCase()));
  return required.filter((name) => !present.has(name.toUpperCase()));
}
