export { CsvFormatError, parseCsv, type CsvRecord } from './csv.js';
export { importBsbDirectory, parseBsbCsv, type BsbRow } from './bsb-directory.js';
export {
  addressCsvColumns,
  importAddresses,
  normaliseForSearch,
  parseAddressCsv,
  type AddressRow,
} from './addresses.js';
export type { ImportOptions } from './import-rows.js';
