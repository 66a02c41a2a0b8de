import {
  type PutProviderClaimantBody,
  externalRefSchema,
  putProviderClaimantBodySchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import { CsvFormatError, missingColumns, parseCsv, recordsByHeader } from '../../db/importers/csv.js';
import type { Database } from '../../db/schema.js';
import { isAppError } from '../../http/app-error.js';
import { type ProviderActor, saveClaimantRecord } from './claimant-records.service.js';

/**
 * The claimant CSV of `npm run provider -- import-claimants` (issue 5 "import claimants and claims
 * from CSV"): one row per claimant and claim, with a header row naming the columns (any order, any
 * case). Each row is one create-or-update through the same service as PUT /provider/v1/claimants, so
 * the rules are the API's: a blank cell leaves the stored value as it is, and a claim is only ever
 * linked, never unlinked. A refused row is reported with its line and the good rows are kept.
 */
export const CLAIMANT_CSV_COLUMNS = [
  'ClaimantRef',
  'Title',
  'FirstName',
  'MiddleNames',
  'Surname',
  'DateOfBirth',
  'Email',
  'Mobile',
  'PhoneAreaCode',
  'PhoneNumber',
  'HomeAddress',
  'PostalAddress',
  'BankAccountName',
  'BSB',
  'AccountNumber',
  'BankDetailsCanEdit',
  'IsStateTrustee',
  'EmailEditDisabled',
  'MobileEditDisabled',
  'ClaimNumber',
  'DateOfAccident',
  'Location',
] as const;
export const REQUIRED_CLAIMANT_CSV_COLUMNS = ['ClaimantRef', 'FirstName', 'Surname', 'DateOfBirth'] as const;

export interface ClaimantCsvRow {
  line: number;
  externalRef: string;
  /** What the row asks for, in the API's shape (checked by the contract when applied). */
  body: PutProviderClaimantBody;
}

const TRUE_WORDS = ['true', 'yes', 'y', '1'];
const FALSE_WORDS = ['false', 'no', 'n', '0'];

/** An address cell is the address's single line; its postcode is read from the end when present. */
function addressOf(line: string) {
  const postcode = /\b(\d{4})\s*$/.exec(line)?.[1];
  return {
    ExperianSingleSelectedLine: line,
    ...(postcode ? { Postcode: postcode } : {}),
    Country: 'Australia',
  };
}

/** Reads the CSV into rows; a malformed file or a missing column stops the import before any change. */
export function parseClaimantCsv(text: string): ClaimantCsvRow[] {
  const records = parseCsv(text);
  const missing = missingColumns(records, REQUIRED_CLAIMANT_CSV_COLUMNS);
  if (missing.length > 0) throw new CsvFormatError(`missing column ${missing.join(', ')}`, 1);
  return recordsByHeader(records).map((row) => {
    const cell = (column: (typeof CLAIMANT_CSV_COLUMNS)[number]) => row.get(column);
    const optional = (column: (typeof CLAIMANT_CSV_COLUMNS)[number]) => cell(column) || undefined;
    const flag = (column: (typeof CLAIMANT_CSV_COLUMNS)[number]): boolean | undefined | string => {
      const value = cell(column).toLowerCase();
      if (value === '') return undefined;
      if (TRUE_WORDS.includes(value)) return true;
      if (FALSE_WORDS.includes(value)) return false;
      return value; // left for the schema to refuse with the column's name
    };
    const phoneGiven = cell('PhoneAreaCode') !== '' || cell('PhoneNumber') !== '';
    const body = {
      Title: optional('Title'),
      FirstName: cell('FirstName'),
      MiddleNames: optional('MiddleNames'),
      Surname: cell('Surname'),
      DateOfBirth: cell('DateOfBirth'),
      Email: optional('Email'),
      Mobile: optional('Mobile'),
      Phone: phoneGiven ? { AreaCode: cell('PhoneAreaCode'), Number: cell('PhoneNumber') } : undefined,
      HomeAddress: cell('HomeAddress') ? addressOf(cell('HomeAddress')) : undefined,
      PostalAddress: cell('PostalAddress') ? addressOf(cell('PostalAddress')) : undefined,
      BankAccountName: optional('BankAccountName'),
      BSB: optional('BSB'),
      AccountNumber: optional('AccountNumber'),
      BankDetailsCanEdit: flag('BankDetailsCanEdit'),
      IsStateTrustee: flag('IsStateTrustee'),
      EmailEditDisabled: flag('EmailEditDisabled'),
      MobileEditDisabled: flag('MobileEditDisabled'),
      Claims:
        cell('ClaimNumber') === ''
          ? undefined
          : [
              {
                Number: cell('ClaimNumber'),
                DateOfAccident: cell('DateOfAccident'),
                Location: optional('Location'),
              },
            ],
    };
    return { line: row.line, externalRef: cell('ClaimantRef'), body: body as PutProviderClaimantBody };
  });
}

export interface ClaimantImportReport {
  /** Rows applied. */
  rows: number;
  created: number;
  updated: number;
  /** Rows refused, with their line in the file and why. */
  refused: { line: number; reason: string }[];
}

/** Applies each row on its own (a refused row changes nothing and does not stop the others). */
export async function importClaimantRows(
  db: Kysely<Database>,
  rows: readonly ClaimantCsvRow[],
  actor: ProviderActor,
  now: Date,
): Promise<ClaimantImportReport> {
  const report: ClaimantImportReport = { rows: 0, created: 0, updated: 0, refused: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const refParsed = externalRefSchema.safeParse(row.externalRef);
    const parsed = putProviderClaimantBodySchema.safeParse(row.body);
    if (!refParsed.success || !parsed.success) {
      const issues = [
        ...(refParsed.success ? [] : [`ClaimantRef: ${refParsed.error.issues[0]?.message ?? 'invalid'}`]),
        ...(parsed.success
          ? []
          : parsed.error.issues.map((issue) => `${csvColumnOf(issue.path)}: ${issue.message}`)),
      ];
      report.refused.push({ line: row.line, reason: issues.join('; ') });
      continue;
    }
    try {
      const result = await saveClaimantRecord(db, row.externalRef, parsed.data, actor, now);
      report.rows += 1;
      // A claimant on several rows counts once: created or updated by its first row.
      if (!seen.has(row.externalRef)) {
        if (result.created) report.created += 1;
        else report.updated += 1;
        seen.add(row.externalRef);
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      report.refused.push({ line: row.line, reason: error.item.Message });
    }
  }
  return report;
}

/** The CSV column an issue of the API body is about (Claims.0.Number -> ClaimNumber). */
function csvColumnOf(path: readonly PropertyKey[]): string {
  const [first, , field] = path.map(String);
  if (first === 'Claims') return field === 'Number' ? 'ClaimNumber' : (field ?? 'ClaimNumber');
  if (first === 'Phone') return path[1] === 'AreaCode' ? 'PhoneAreaCode' : 'PhoneNumber';
  if (first === 'HomeAddress' || first === 'PostalAddress') return first;
  return first ?? 'row';
}
