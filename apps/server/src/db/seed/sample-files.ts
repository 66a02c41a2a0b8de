import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseAddressCsv, type AddressRow } from '../importers/addresses.js';
import { parseBsbCsv, type BsbRow } from '../importers/bsb-directory.js';

const sampleFiles = {
  bsb: 'bsb-directory-sample.csv',
  addresses: 'address-sample.csv',
} as const;

export type SampleFile = keyof typeof sampleFiles;

/**
 * Absolute path of a shipped sample CSV (apps/server/samples). This module sits at the same depth
 * in src/db/seed and dist/db/seed, so one relative path serves both the sources and the build.
 */
export function sampleFilePath(file: SampleFile): string {
  return fileURLToPath(new URL(`../../../samples/${sampleFiles[file]}`, import.meta.url));
}

export async function loadSampleBsbRows(): Promise<BsbRow[]> {
  return parseBsbCsv(await readFile(sampleFilePath('bsb'), 'utf8'));
}

export async function loadSampleAddressRows(): Promise<AddressRow[]> {
  return parseAddressCsv(await readFile(sampleFilePath('addresses'), 'utf8'));
}
