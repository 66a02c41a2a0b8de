import type { Insertable } from 'kysely';
import type { StoredFileTable } from '../../db/schema.js';
import type { StoredUpload } from './store-upload.js';

/** Bytes written to storage (store-upload.ts) under the name the file keeps. */
export type WrittenFile = StoredUpload & { filename: string };

/** Whose file it is and what it waits for or belongs to, beside its bytes. */
export interface StoredFileOwner {
  id: string;
  /** The claimant who uploaded it; null for a file the provider sent. */
  claimantId: string | null;
  claimId: string | null;
  purpose: string;
  status: 'pending' | 'attached';
  /** The draft or open form a pending upload waits for; null otherwise. */
  formId: string | null;
  at: string;
}

/** The stored_files row of written bytes: the one place its columns are spelled for a new file. */
export function storedFileRow(file: WrittenFile, owner: StoredFileOwner): Insertable<StoredFileTable> {
  return {
    id: owner.id,
    claimant_id: owner.claimantId,
    claim_id: owner.claimId,
    filename: file.filename,
    mime_type: file.mimeType,
    size_bytes: file.sizeBytes,
    storage_key: file.storageKey,
    sha256: file.sha256,
    purpose: owner.purpose,
    status: owner.status,
    form_id: owner.formId,
    created_at: owner.at,
  };
}
