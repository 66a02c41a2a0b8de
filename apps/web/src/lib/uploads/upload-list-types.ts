import type { FileRef } from '@portal/contract';
import type { Connection } from '../drafts/connection';
import type { DeviceFiles } from '../drafts/device-drafts';
import type { UploadEntry, UploadTarget } from './upload-entry';

/** What a form gives the upload list (upload-list.ts), and what the list offers the form. */

export interface UploadListOptions {
  target: UploadTarget;
  /**
   * false: picked files wait as `queued` until sendQueued (personal details upload only after the
   * details call answered the FormId they go with, part 1 §4). true by default: upload on pick.
   */
  startOnAdd?: boolean;
  /** A refused pick (size, type) before any byte is sent: the spec alerts it (part 2 §8). */
  onRefused?: (message: string) => void;
  /** The list of stored files changed (a file was stored or removed): the form's draft follows it. */
  onStoredChange?: (stored: FileRef[]) => void;
  /** Where files wait while offline (issue 15); without it an offline upload simply fails. */
  device?: DeviceFiles;
  connection?: Connection;
}

export interface UploadList {
  /** Takes a screen's latest callbacks (they may change between renders). */
  configure: (options: UploadListOptions) => void;
  getSnapshot: () => readonly UploadEntry[];
  subscribe: (listener: () => void) => () => void;
  /** Checks and uploads one picked file; false when it was refused before sending. */
  add: (file: File) => boolean;
  retry: (key: string) => void;
  /** Cancels an upload, or discards a stored file on the server, and drops the row. */
  remove: (key: string) => Promise<void>;
  /** The files a loaded draft already holds: stored on the server and attached to it. */
  setAttached: (files: readonly FileRef[]) => void;
  /** A draft save listing these files was answered. */
  markAttached: (fileIds: readonly string[]) => void;
  /**
   * Uploads the queued files one by one to `target` (which carries e.g. the FormId) and answers the
   * stored files; rejects with the first failure, leaving that file failed and the rest queued.
   */
  sendQueued: (target: UploadTarget) => Promise<FileRef[]>;
  /** Puts every picked file back in the queue, progress 0, to be sent again with the next form. */
  requeue: () => void;
  /** Cancels uploads and discards every stored file (e.g. Tax File Declaration Form, part 2 §2). */
  clear: () => Promise<void>;
  /**
   * Forgets every row without calling the server: the form was left (uploads on their way are
   * cancelled) or its draft was discarded, which deletes the files with it.
   */
  reset: () => void;
  /** A failed submission resets the file progress (part 2 §8). */
  resetProgress: () => void;
  /** Cancels the uploads on their way and drops their rows; stored files stay. */
  cancelUploads: () => void;
  isUploading: () => boolean;
  /** Resolves once no upload is in progress (part 2 §4 "Submit waits until no uploads are in progress"). */
  whenSettled: () => Promise<void>;
  /** The stored files as the draft and the submission carry them. */
  storedFiles: () => FileRef[];
  /** Back online: the files waiting on the device upload now. */
  resume: () => void;
  /**
   * Files a previous visit left on the device join the list (a draft form's after setAttached, which
   * calls it; a queued form's when it opens, as queued files).
   */
  restore: () => Promise<void>;
  /** Some file is only on the device: the form must not be submitted yet. */
  hasWaitingFiles: () => boolean;
}
