import type { MultipartFile } from '@fastify/multipart';
import { FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { containsNul } from '../../lib/nul-characters.js';

/** One file and a few short text fields (token, form id) per upload call. */
const UPLOAD_LIMITS = { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: FILE_MAX_BYTES };
/**
 * The file stream is cut at the limit rather than failed, so storeUpload's own count refuses it with
 * fileTooLarge (170) and deletes what it wrote. (A variable: the typings omit throwFileSizeLimit.)
 */
const PARTS_OPTIONS = { limits: UPLOAD_LIMITS, throwFileSizeLimit: false };

export interface ReceiveUploadOptions<C, R> {
  /** The multipart name the file travels under (`uploads[]`, contract UPLOAD_FILE_FIELD). */
  fileField: string;
  /**
   * Runs once the file part arrives, with the text fields read before it: authenticates the
   * `accessToken` field and checks the rest. Throws to refuse before a byte is stored.
   */
  beforeFile(fields: Record<string, string>): Promise<C>;
  onFile(file: MultipartFile, context: C): Promise<R>;
}

/**
 * Reads an upload call whose text fields must come before its file (RESOLUTIONS.md: multipart calls
 * carry the token in `accessToken`). Authenticating before the file arrives means an anonymous
 * caller never gets a byte into storage; a file sent before any field is refused with 415.
 * A refused file is drained, not buffered, so the client still reads the answer.
 */
export async function receiveUpload<C, R>(
  request: FastifyRequest,
  options: ReceiveUploadOptions<C, R>,
): Promise<R> {
  if (!request.isMultipart()) {
    throw new UnprocessableError('invalidRequest', 'expected multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let result: { value: R } | undefined;
  for await (const part of request.parts(PARTS_OPTIONS)) {
    if (part.type === 'field') {
      const value = String(part.value);
      // A NUL never belongs in a field and PostgreSQL refuses it (lib/nul-characters.ts).
      if (containsNul(value) || containsNul(part.fieldname)) {
        throw new UnprocessableError('invalidRequest', 'a NUL character in a form field');
      }
      if (!result) fields[part.fieldname] = value;
      continue;
    }
    try {
      if (result || part.fieldname !== options.fileField) {
        throw new UnprocessableError('invalidRequest', `unexpected file part ${part.fieldname}`);
      }
      if (Object.keys(fields).length === 0) {
        throw new UnprocessableError('invalidRequest', 'the file came before the accessToken field');
      }
      const context = await options.beforeFile(fields);
      result = { value: await options.onFile(part, context) };
    } catch (error) {
      part.file.resume();
      throw error;
    }
  }
  if (!result) {
    await options.beforeFile(fields);
    throw new AppError('fileMissing');
  }
  return result.value;
}
