import { formatMessage, messages } from '@portal/contract';
import { ApiError } from '../api-error';
import { formatUploadError } from '../error-alert';

/**
 * One row of the per-file upload list (spec part 2 §3 "File model"; upload-list.ts) and what it reads.
 *
 * `queued`: picked, sent only when the form says so (personal details, part 1 §4). `received` is kept
 * for a server that reports a stored but not yet checked file (issue 11 asks the draft answer to carry
 * each file's state; the contract's file reference has no such field yet).
 */
export type UploadState =
  'queued' | 'waitingOffline' | 'uploading' | 'received' | 'checked' | 'attached' | 'failed';

export interface UploadEntry {
  /** Stable key for the list (names may repeat). */
  key: string;
  filename: string;
  state: UploadState;
  /** Whole percent 0-100 while uploading. */
  progress: number;
  /** The picked file; absent for files a loaded draft already holds. */
  file?: File;
  /** The server's FileId once it stored the file. */
  fileId?: string;
  /** Why a failed file failed, in the catalogue's or GOV.UK's words. */
  reason?: string;
  /** The id of its copy in the device's storage while it waits for the connection (issue 15). */
  deviceId?: string;
}

/** Where one form's files go (uploaddocumentfile, uploadreceiptfile, uploadcontactfile...). */
export interface UploadTarget {
  /** Sends the bytes and answers the stored file's FileId. */
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<string>;
  /** discardfile: removes a stored file from the server. */
  discard: (fileId: string) => Promise<unknown>;
}

const STORED: readonly UploadState[] = ['received', 'checked', 'attached'];

export function isStored(entry: UploadEntry): entry is UploadEntry & { fileId: string } {
  return STORED.includes(entry.state) && entry.fileId !== undefined;
}

/** The row's status text (page copy comes from the contract). */
export function uploadStateText(entry: UploadEntry): string {
  const m = messages.uploadList;
  switch (entry.state) {
    case 'queued':
      return m.queued;
    case 'waitingOffline':
      return m.waitingOffline;
    case 'uploading':
      return formatMessage(m.uploading, { n: String(entry.progress) });
    case 'received':
      return m.received;
    case 'checked':
      return m.checked;
    case 'attached':
      return m.attached;
    case 'failed':
      return entry.reason ?? m.couldNotUpload;
  }
}

/**
 * A refusal the server explained (a catalogue number) reads "Error {number}: {message}" (part 2 §8);
 * a lost connection or time-out reads GOV.UK's "could not be uploaded – try again".
 */
export function uploadFailureReason(failure: unknown): string {
  if (failure instanceof ApiError && ['business', 'unprocessable'].includes(failure.kind)) {
    const [first] = failure.errors;
    if (first) return formatUploadError(first);
  }
  return messages.uploadList.couldNotUpload;
}
