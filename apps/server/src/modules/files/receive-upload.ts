import type { MultipartFile } from '@fastify/multipart';
import { FILE_MAX_BYTES, fileExtension } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { multipartParts } from '../../http/multipart-parts.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { containsNul } from '../../lib/nul-characters.js';
import { safeFilename } from '../../lib/safe-filename.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { type StoredUpload, storeUpload } from './store-upload.js';

/** One file and a few short text fields (token, form id) per upload call. */
const UPLOAD_LIMITS = { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: FILE_MAX_BYTES };
/**
 * The file stream is cut at the limit rather than failed, so storeUpload's own count refuses it with
 * fileTooLarge (170) and deletes what it wrote. (A variable: the typings omit throwFileSizeLimit.)
 */
const PARTS_OPTIONS = { limits: UPLOAD_LIMITS, throwFileSizeLimit: false };

/** An upload whose bytes are in storage and whose request was read to its end and accepted. */
export interface ReceivedFile extends StoredUpload {
  /** The name to record and show (lib/safe-filename.ts). */
  filename: string;
}

export interface ReceiveUploadOptions<C, R> {
  storage: FileStorage;
  /** The multipart name the file travels under (`uploads[]`, contract UPLOAD_FILE_FIELD). */
  fileField: string;
  /**
   * Runs once the file part arrives, with the text fields read before it: authenticates the
   * `accessToken` field and checks the rest. Throws to refuse before a byte is stored.
   */
  beforeFile(fields: Record<string, string>): Promise<C>;
  /**
   * Records the stored file (its row and audit entry, in one transaction). Runs only after the whole
   * request was read and nothing in it was refused; if it throws, the bytes are deleted.
   */
  record(file: ReceivedFile, context: C): Promise<R>;
}

/**
 * Reads an upload call whose text fields must come before its file (RESOLUTIONS.md: multipart calls
 * carry the token in `accessToken`). Authenticating before the file arrives means an anonymous
 * caller never gets a byte into storage; a file sent before any field is refused with 415.
 *
 * A refused request stores nothing (issue 10 item 3): the file's bytes go to storage while the rest
 * of the request is still being read, but its row is written only once the request has ended
 * without a refusal (a second file, a field after the file, a part over the limits, a body cut short);
 * on any refusal, and if recording fails, the bytes are deleted again. A crash between the two leaves
 * bytes without a row, which the upload sweep removes (upload-sweep.ts, orphaned bytes).
 * A refused file is drained, not buffered, so the client still reads the answer.
 */
export async function receiveUpload<C, R>(
  request: FastifyRequest,
  options: ReceiveUploadOptions<C, R>,
): Promise<R> {
  const fields: Record<string, string> = {};
  let received: { file: ReceivedFile; context: C } | undefined;
  try {
    for await (const part of multipartParts(request, PARTS_OPTIONS)) {
      if (part.type === 'field') {
        if (received) throw new UnprocessableError('invalidRequest', 'a field came after the file');
        if (part.valueTruncated) throw new UnprocessableError('requestTooLarge', 'field over the size limit');
        const value = String(part.value);
        // A NUL never belongs in a field and PostgreSQL refuses it (lib/nul-characters.ts).
        if (containsNul(value) || containsNul(part.fieldname)) {
          throw new UnprocessableError('invalidRequest', 'a NUL character in a form field');
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (received) {
        part.file.resume();
        throw new UnprocessableError('invalidRequest', 'a second file');
      }
      received = await receiveFile(part, fields, options);
    }
    if (!received) {
      await options.beforeFile(fields);
      throw new AppError('fileMissing');
    }
    return await options.record(received.file, received.context);
  } catch (error) {
    if (received) await options.storage.delete(received.file.storageKey).catch(() => false);
    throw error;
  }
}

async function receiveFile<C, R>(
  part: MultipartFile,
  fields: Record<string, string>,
  options: ReceiveUploadOptions<C, R>,
): Promise<{ file: ReceivedFile; context: C }> {
  try {
    if (part.fieldname !== options.fileField) {
      throw new UnprocessableError('invalidRequest', `unexpected file part ${part.fieldname}`);
    }
    if (Object.keys(fields).length === 0) {
      throw new UnprocessableError('invalidRequest', 'the file came before the accessToken field');
    }
    const context = await options.beforeFile(fields);
    // The name is cleaned before its extension is checked, so the type checked is the type shown.
    const filename = safeFilename(part.filename, fileExtension(part.filename));
    const stored = await storeUpload(options.storage, part.file, filename);
    return { file: { ...stored, filename }, context };
  } catch (error) {
    part.file.resume();
    throw error;
  }
}
