import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { type AcceptedFileType, checkFile, isWithinFileSize } from '@portal/contract';
import { AppError } from '../../http/app-error.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { type FileStorage, newStorageKey } from '../../storage/file-storage.js';
import { FileSignatureCheck, mimeTypeOf } from './file-signature.js';

export interface StoredUpload {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  mimeType: string;
}

class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
}

/**
 * Passes the upload through unchanged while counting, hashing and sniffing it, so memory stays
 * constant whatever the size (issue 4 "uploads are streamed to storage"). It fails as soon as the
 * count reaches the limit: "below 10MB" (contract isWithinFileSize, spec part 1 §5).
 */
class UploadInspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  readonly signature: FileSignatureCheck;

  constructor(extension: AcceptedFileType) {
    super();
    this.signature = new FileSignatureCheck(extension);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (!isWithinFileSize(this.size)) {
      callback(new TooLargeError('upload over the size limit'));
      return;
    }
    this.hash.update(chunk);
    this.signature.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/**
 * Streams one uploaded file into storage under a new random key. Refuses (and keeps nothing) a name
 * whose extension is not accepted, a file that reaches the size limit, and bytes that do not match
 * the extension (a renamed executable): 225 fileTypeNotAccepted (171) / fileTooLarge (170).
 */
export async function storeUpload(
  storage: FileStorage,
  source: Readable,
  filename: string,
): Promise<StoredUpload> {
  const nameCheck = checkFile({ name: filename, size: 0 });
  if (!nameCheck.ok) throw new AppError('fileTypeNotAccepted');

  // The multipart parser destroys the file it is reading when the body turns out cut short, which
  // may happen before this runs (the body had arrived while the form was checked): 415 at once,
  // since a destroyed stream never ends and piping it would wait for ever.
  if (source.destroyed && !source.readableEnded) {
    throw new UnprocessableError('invalidRequest', 'upload cut short before it was read');
  }
  const inspector = new UploadInspector(nameCheck.extension);
  // pipe (not pipeline): a refusal must not destroy the multipart stream, which is drained instead.
  // The source failing is the body cut short or malformed (a client that went away): 415, not 100.
  source.on('error', (error) =>
    inspector.destroy(new UnprocessableError('invalidRequest', `upload stream: ${error.message}`)),
  );
  // A stream destroyed without an error (the client went away) closes without ending: the same.
  source.on('close', () => {
    if (!source.readableEnded)
      inspector.destroy(new UnprocessableError('invalidRequest', 'upload cut short'));
  });
  // storage.put's pipeline reports the inspector's error; this keeps a late one from going uncaught.
  inspector.on('error', () => undefined);
  source.pipe(inspector);
  const storageKey = newStorageKey();
  try {
    await storage.put(storageKey, inspector);
  } catch (error) {
    source.unpipe(inspector);
    source.resume();
    await storage.delete(storageKey);
    if (error instanceof TooLargeError) throw new AppError('fileTooLarge');
    throw error;
  }
  if (!inspector.signature.matches()) {
    await storage.delete(storageKey);
    throw new AppError('fileTypeNotAccepted');
  }
  return {
    storageKey,
    sizeBytes: inspector.size,
    sha256: inspector.digest(),
    mimeType: mimeTypeOf[nameCheck.extension],
  };
}
