import type { GetFileContentResponse } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { withoutControlCharacters } from '../../lib/safe-filename.js';
import { type FileStorage, FileNotFoundError } from '../../storage/file-storage.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type FileReader,
  findPendingOwnFile,
  findReadableFile,
  markFileDiscarded,
} from './files.repository.js';

export interface FilesDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Where a failed deletion of discarded bytes is noted (the upload sweep retries it). */
  log?: FastifyBaseLogger;
}

/**
 * discardfile (part 1 §7): only the claimant's own file still waiting for its form; its bytes are
 * deleted. A foreign, unknown or already attached id is notFound and nothing changes. The status and
 * its audit entry commit together (a failed audit leaves the file pending); the bytes go after the
 * commit, since a deletion cannot be rolled back — if that fails the row is discarded all the same and
 * the upload sweep (upload-sweep.ts) removes the bytes later.
 */
export async function discardOwnFile(
  deps: FilesDeps,
  claimantId: string,
  fileId: string,
  now: Date,
): Promise<true> {
  const file = await deps.db.transaction().execute(async (trx) => {
    const found = await findPendingOwnFile(trx, claimantId, fileId);
    // Not pending by the time it is marked: submitted or discarded by a concurrent call.
    if (!found || !(await markFileDiscarded(trx, found.id))) throw new AppError('notFound');
    await recordAudit(
      trx,
      {
        action: 'file.discarded',
        actorKind: 'claimant',
        actorId: claimantId,
        claimantId,
        details: { fileId: found.id, purpose: found.purpose, formId: found.form_id },
      },
      now,
    );
    return found;
  });
  try {
    await deps.storage.delete(file.storage_key);
  } catch (error) {
    deps.log?.warn(
      { err: error, fileId: file.id },
      'discarded file bytes not deleted; the upload sweep retries',
    );
  }
  return true;
}

/**
 * getfilecontent (part 1 §7, part 2 §3 "Uploaded file (retrieved)"): Data base64, MimeType, Filename.
 * Scoped to the session's selected claim like the inbox and sent items it serves (findReadableFile).
 */
export async function readFileContent(
  deps: FilesDeps,
  reader: FileReader,
  fileId: string,
): Promise<GetFileContentResponse> {
  const file = await findReadableFile(deps.db, reader, fileId);
  if (!file) throw new AppError('notFound');
  const chunks: Buffer[] = [];
  try {
    // Files are below 10 MB (contract FILE_MAX_BYTES); the wire wants them whole, in base64.
    for await (const chunk of await deps.storage.get(file.storage_key)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError('notFound', { cause: error });
    throw error;
  }
  return {
    Data: Buffer.concat(chunks).toString('base64'),
    MimeType: file.mime_type,
    // Shown by the browser: no reordering or hidden characters, even in a row stored before they were stripped.
    Filename: withoutControlCharacters(file.filename),
  };
}
