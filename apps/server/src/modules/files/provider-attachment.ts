import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  type ProviderAttachment,
  type ServerErrorName,
  checkFile,
  fileExtension,
  formatMessage,
  isWithinFileSize,
  serverErrors,
} from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { safeFilename, withoutControlCharacters } from '../../lib/safe-filename.js';
import { insertStoredFiles } from './files.repository.js';
import { storedFileRow } from './stored-file-row.js';
import { type StoredUpload, storeUpload } from './store-upload.js';

/** An attachment whose bytes are in storage, not yet recorded. */
export interface StoredAttachment extends StoredUpload {
  filename: string;
}

/** Standard base64 (RFC 4648 §4), padding optional; line breaks and spaces are ignored. */
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** The refusal names the file as sent, less the characters that would reorder or hide its text. */
function refuse(name: ServerErrorName, filename: string): AppError {
  const shown = withoutControlCharacters(filename);
  return new AppError(name, { message: formatMessage(serverErrors[name].Message, { filename: shown }) });
}

/** The bytes of a base64 attachment; text that is not base64 is refused (211) rather than half-read. */
export function decodeAttachment(attachment: ProviderAttachment): Buffer {
  const text = attachment.Data.replace(/\s+/g, '');
  const unpadded = text.replace(/=+$/, '');
  const padded = unpadded.length !== text.length;
  if (!BASE64_PATTERN.test(text) || unpadded.length % 4 === 1 || (padded && text.length % 4 !== 0)) {
    throw refuse('providerAttachmentNotBase64', attachment.Filename);
  }
  return Buffer.from(text, 'base64');
}

/**
 * Checks one attachment exactly as a claimant's upload is checked (issue 4: accepted extension, below
 * 10MB, bytes that match the extension, so an executable renamed .pdf is refused) and writes it to
 * storage under a random key. Refusals name the file (212 type, 213 size).
 */
export async function storeAttachment(
  storage: FileStorage,
  attachment: ProviderAttachment,
): Promise<StoredAttachment> {
  const filename = safeFilename(attachment.Filename, fileExtension(attachment.Filename));
  const bytes = decodeAttachment(attachment);
  if (!isWithinFileSize(bytes.length)) throw refuse('providerAttachmentTooLarge', attachment.Filename);
  if (!checkFile({ name: filename, size: bytes.length }).ok)
    throw refuse('providerAttachmentType', attachment.Filename);
  try {
    const stored = await storeUpload(storage, Readable.from([bytes]), filename);
    return { ...stored, filename };
  } catch (error) {
    if (isAppError(error) && error.errorName === 'fileTooLarge')
      throw refuse('providerAttachmentTooLarge', attachment.Filename);
    if (isAppError(error) && error.errorName === 'fileTypeNotAccepted')
      throw refuse('providerAttachmentType', attachment.Filename);
    throw error;
  }
}

/**
 * Stores every attachment or none: when one is refused, the files already written are deleted before
 * the refusal is answered (issue 5: nothing is stored when an attachment is refused).
 */
export async function storeAllAttachments(
  storage: FileStorage,
  attachments: readonly ProviderAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const attachment of attachments) stored.push(await storeAttachment(storage, attachment));
    return stored;
  } catch (error) {
    await deleteStored(storage, stored);
    throw error;
  }
}

export async function deleteStored(storage: FileStorage, stored: readonly StoredAttachment[]): Promise<void> {
  await Promise.all(stored.map((file) => storage.delete(file.storageKey)));
}

/**
 * Records stored attachments as files of the claim, attached to what the provider sent (a message, a
 * timeline event, a remittance), never a claimant's pending upload; each with the id given. Only this
 * module writes stored_files (issue 31: a table has one owning module).
 */
export async function recordProviderAttachments(
  trx: Kysely<Database>,
  files: readonly (StoredAttachment & { id: string })[],
  owner: { claimId: string; purpose: string; at: string },
): Promise<void> {
  await insertStoredFiles(
    trx,
    files.map((file) =>
      storedFileRow(file, { ...owner, id: file.id, claimantId: null, status: 'attached', formId: null }),
    ),
  );
}
