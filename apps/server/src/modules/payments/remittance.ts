import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  type StoredAttachment,
  decodeAttachment,
  recordProviderAttachments,
  storeAttachment,
} from '../files/index.js';

/** stored_files.purpose of a payment's remittance advice (schema.ts). */
export const REMITTANCE_FILE_PURPOSE = 'remittance';

/** A remittance's bytes in storage, not yet recorded. */
export type Remittance = StoredAttachment;

/** Every PDF starts with this header (ISO 32000-1 §7.5.2). */
const PDF_HEADER = Buffer.from('%PDF-');

/**
 * Checks the provider's base64 remittance (issue 32: "Remittance must be a PDF") and stores it through
 * the provider's attachment mechanism (base64 211, size 213, content matching the name 212), under a
 * name the claimant's download keeps: "Remittance advice dd-mm-yyyy.pdf".
 */
export async function receiveRemittance(
  storage: FileStorage,
  data: string,
  paymentDay: string,
): Promise<Remittance> {
  const [year, month, day] = paymentDay.split('-');
  const attachment = { Filename: `Remittance advice ${day}-${month}-${year}.pdf`, Data: data };
  const bytes = decodeAttachment(attachment);
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER))
    throw new AppError('providerPaymentRemittance');
  return storeAttachment(storage, attachment);
}

/** Records a stored remittance as a file of the claim, attached (never a claimant's pending upload). */
export async function insertRemittanceFile(
  trx: Kysely<Database>,
  fileId: string,
  claimId: string,
  remittance: Remittance,
  at: string,
): Promise<void> {
  await recordProviderAttachments(trx, [{ ...remittance, id: fileId }], {
    claimId,
    purpose: REMITTANCE_FILE_PURPOSE,
    at,
  });
}
