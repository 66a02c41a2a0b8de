import type { GetFileContentResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
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
}

/**
 * discardfile (part 1 §7): only the claimant's own file still waiting for its form; its bytes are
 * deleted. A foreign, unknown or already attached id is notFound and nothing changes.
 */
export async function discardOwnFile(
  deps: FilesDeps,
  claimantId: string,
  fileId: string,
  now: Date,
): Promise<true> {
  const file = await findPendingOwnFile(deps.db, claimantId, fileId);
  if (!file) throw new AppError('notFound');
  await markFileDiscarded(deps.db, file.id);
  await deps.storage.delete(file.storage_key);
  await recordAudit(
    deps.db,
    {
      action: 'file.discarded',
      actorKind: 'claimant',
      actorId: claimantId,
      claimantId,
      details: { fileId: file.id, purpose: file.purpose, formId: file.form_id },
    },
    now,
  );
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
    Filename: file.filename,
  };
}
