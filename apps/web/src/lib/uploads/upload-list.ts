import { checkFile, formatMessage, messages, type FileRef } from '@portal/contract';
import { ApiError } from '../api-error';
import { browserConnection, type Connection } from '../drafts/connection';
import type { DeviceFiles } from '../drafts/device-drafts';
import { formatUploadError } from '../error-alert';
import { isUploadCancelled } from '../upload';

/**
 * The per-file upload list every claimant form shares (spec part 2 §3 "File model", §4 "uploads run
 * per file", §5 allowed files; issue 11 "Per-file receipt"). Each picked file is checked for size and
 * type before a byte is sent, then reads uploading n% -> checked (the server answers a FileId only
 * once it has stored the bytes with their hash and verified their type and size:
 * apps/server/src/modules/files/store-upload.ts) -> attached (a draft save that lists it was
 * answered). A failed file says why and can be retried. Nothing reads as sent before the server said so.
 * A file chosen (or cut off) while offline waits in the device's storage and uploads through the same
 * path once the browser is back online (issue 15). Framework-free; use-upload-list.ts binds it to React.
 */

/**
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
  /** Some file is only on the device: the form must not be submitted yet. */
  hasWaitingFiles: () => boolean;
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

let nextKey = 1;

export function createUploadList(initial: UploadListOptions): UploadList {
  let options = initial;
  let entries: readonly UploadEntry[] = [];
  const running = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let settledWaiters: (() => void)[] = [];
  /** Device copies on their way, so a file that uploads or goes meanwhile still has its copy removed. */
  const deviceWrites = new Map<string, Promise<string>>();
  const connection = () => options.connection ?? browserConnection;

  function storedFiles(): FileRef[] {
    return entries.filter(isStored).map((entry) => ({ Filename: entry.filename, FileID: entry.fileId }));
  }

  function emit(storedChanged = false) {
    for (const listener of listeners) listener();
    if (storedChanged) options.onStoredChange?.(storedFiles());
    if (running.size === 0) {
      const waiters = settledWaiters;
      settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function update(key: string, change: Partial<UploadEntry>) {
    entries = entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
  }

  type Outcome = { ok: true } | { ok: false; failure: unknown };

  /** The file waits in the device's storage until the browser is back online (issue 15). */
  function keepOnDevice(key: string) {
    const entry = entries.find((candidate) => candidate.key === key);
    const device = options.device;
    if (!entry?.file || !device) return;
    update(key, { state: 'waitingOffline', progress: 0, reason: undefined });
    if (entry.deviceId || deviceWrites.has(key)) return;
    const write = device.put(entry.file).catch(() => '');
    deviceWrites.set(key, write);
    void write.then((deviceId) => {
      deviceWrites.delete(key);
      if (!deviceId) return;
      const current = entries.find((candidate) => candidate.key === key);
      if (current?.state === 'waitingOffline') update(key, { deviceId });
      // Uploaded or removed while the copy was being written: it is not needed.
      else void device.remove(deviceId).catch(() => undefined);
    });
  }

  function dropDeviceCopy(entry: UploadEntry) {
    if (entry.deviceId) void options.device?.remove(entry.deviceId).catch(() => undefined);
  }

  function resume() {
    if (!connection().isOnline()) return;
    for (const entry of entries) if (entry.state === 'waitingOffline') void start(entry.key);
  }

  /** Files a previous visit left waiting on the device join the list and upload when online. */
  async function restoreFromDevice(device: DeviceFiles) {
    const kept = await device.list().catch(() => []);
    const known = new Set(entries.map((entry) => entry.deviceId));
    const added: UploadEntry[] = kept
      .filter((copy) => !known.has(copy.id))
      .map((copy) => ({
        key: `upload-${nextKey++}`,
        filename: copy.file.name,
        file: copy.file,
        state: 'waitingOffline',
        progress: 0,
        deviceId: copy.id,
      }));
    if (added.length === 0) return;
    entries = [...entries, ...added];
    emit();
    resume();
  }

  /** Sends one picked file; settles with how it went (the list's rows already say so). */
  function start(key: string, target: UploadTarget = options.target): Promise<Outcome> {
    const file = entries.find((entry) => entry.key === key)?.file;
    if (!file) return Promise.resolve({ ok: true });
    const controller = new AbortController();
    running.set(key, controller);
    update(key, { state: 'uploading', progress: 0, reason: undefined });
    const outcome = target
      .upload(
        file,
        (percent) => {
          if (running.get(key) !== controller) return;
          update(key, { progress: percent });
          emit();
        },
        controller.signal,
      )
      .then(
        (fileId): Outcome => {
          running.delete(key);
          const uploaded = entries.find((entry) => entry.key === key);
          if (uploaded) dropDeviceCopy(uploaded);
          if (!uploaded) return { ok: true };
          update(key, { state: 'checked', progress: 100, fileId, deviceId: undefined });
          emit(true);
          return { ok: true };
        },
        (failure: unknown): Outcome => {
          running.delete(key);
          if (isUploadCancelled(failure) || !entries.some((entry) => entry.key === key)) {
            emit();
            return { ok: true };
          }
          // Cut off by the connection: the file waits on the device rather than failing.
          if (options.device && options.startOnAdd !== false && !connection().isOnline()) {
            keepOnDevice(key);
            emit();
            return { ok: true };
          }
          update(key, { state: 'failed', progress: 0, reason: uploadFailureReason(failure) });
          emit();
          return { ok: false, failure };
        },
      );
    emit();
    return outcome;
  }

  async function removeEntry(entry: UploadEntry) {
    const controller = running.get(entry.key);
    if (controller) {
      controller.abort();
      running.delete(entry.key);
    }
    entries = entries.filter((other) => other.key !== entry.key);
    dropDeviceCopy(entry);
    emit(isStored(entry));
    // Discarded after the row is gone: a stored file the claimant removed is never submitted, even
    // if the discard call fails (the server sweeps abandoned uploads).
    if (isStored(entry)) await options.target.discard(entry.fileId).catch(() => undefined);
  }

  return {
    configure(next) {
      options = next;
    },
    getSnapshot: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(file) {
      const check = checkFile(file);
      if (!check.ok) {
        options.onRefused?.(check.message);
        return false;
      }
      const key = `upload-${nextKey++}`;
      // Checked above before anything is kept: an offline pick meets the same limits.
      const isOffline = options.device !== undefined && !connection().isOnline();
      const state = options.startOnAdd === false ? 'queued' : isOffline ? 'waitingOffline' : 'uploading';
      entries = [...entries, { key, filename: file.name, file, state, progress: 0 }];
      if (state === 'uploading') void start(key);
      else {
        if (state === 'waitingOffline') keepOnDevice(key);
        emit();
      }
      return true;
    },
    retry(key) {
      const entry = entries.find((candidate) => candidate.key === key);
      if (entry?.state === 'failed') void start(key);
    },
    async remove(key) {
      const entry = entries.find((candidate) => candidate.key === key);
      if (entry) await removeEntry(entry);
    },
    setAttached(stored) {
      entries = stored.map((file) => ({
        key: `upload-${nextKey++}`,
        filename: file.Filename,
        state: 'attached' as const,
        progress: 100,
        fileId: file.FileID,
      }));
      emit();
      if (options.device) void restoreFromDevice(options.device);
    },
    markAttached(fileIds) {
      let changed = false;
      entries = entries.map((entry) => {
        if (entry.state !== 'checked' || !entry.fileId || !fileIds.includes(entry.fileId)) return entry;
        changed = true;
        return { ...entry, state: 'attached' };
      });
      if (changed) emit();
    },
    async sendQueued(target) {
      for (const entry of entries.filter((candidate) => candidate.state === 'queued')) {
        const outcome = await start(entry.key, target);
        if (!outcome.ok) throw outcome.failure;
      }
      return storedFiles();
    },
    requeue() {
      entries = entries.map((entry) =>
        entry.file ? { ...entry, state: 'queued', progress: 0, fileId: undefined, reason: undefined } : entry,
      );
      emit(true);
    },
    async clear() {
      await Promise.all([...entries].map((entry) => removeEntry(entry)));
    },
    reset() {
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const entry of entries) dropDeviceCopy(entry);
      entries = [];
      emit();
    },
    resetProgress() {
      entries = entries.map((entry) => ({ ...entry, progress: 0 }));
      emit();
    },
    cancelUploads() {
      if (running.size === 0) return;
      const cancelled = new Set(running.keys());
      for (const controller of running.values()) controller.abort();
      running.clear();
      entries = entries.filter((entry) => !cancelled.has(entry.key));
      emit();
    },
    isUploading: () => running.size > 0,
    whenSettled() {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.push(resolve));
    },
    storedFiles,
    resume,
    hasWaitingFiles: () => entries.some((entry) => entry.state === 'waitingOffline'),
  };
}
