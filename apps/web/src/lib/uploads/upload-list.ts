import { checkFile, type FileRef } from '@portal/contract';
import { browserConnection } from '../drafts/connection';
import { isUploadCancelled } from '../upload';
import { createDeviceFileCopies } from './device-file-copies';
import { isStored, uploadFailureReason, type UploadEntry, type UploadTarget } from './upload-entry';
import type { UploadList, UploadListOptions } from './upload-list-types';

export {
  isStored,
  uploadFailureReason,
  uploadStateText,
  type UploadEntry,
  type UploadState,
  type UploadTarget,
} from './upload-entry';
export type { UploadList, UploadListOptions } from './upload-list-types';

/**
 * The per-file upload list every claimant form shares (spec part 2 §3 "File model", §4 "uploads run
 * per file", §5 allowed files; issue 11 "Per-file receipt"). Each picked file is checked for size and
 * type before a byte is sent, then reads uploading n% -> checked (the server answers a FileId only
 * once it has stored the bytes with their hash and verified their type and size:
 * apps/server/src/modules/files/store-upload.ts) -> attached (a draft save that lists it was
 * answered). A failed file says why and can be retried. Nothing reads as sent before the server said so.
 * A file chosen (or cut off) while offline waits in the device's storage (device-file-copies.ts) and
 * uploads through the same path once the browser is back online (issue 15); a queued list keeps a file
 * picked offline there until the form is sent. The rows and their texts are upload-entry.ts, what a
 * form gives and gets upload-list-types.ts.
 * Framework-free; use-upload-list.ts binds it to React.
 */

let nextKey = 1;

export function createUploadList(initial: UploadListOptions): UploadList {
  let options = initial;
  let entries: readonly UploadEntry[] = [];
  const running = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let settledWaiters: (() => void)[] = [];
  const connection = () => options.connection ?? browserConnection;
  const isQueued = () => options.startOnAdd === false;
  const copies = createDeviceFileCopies({
    entries: () => entries,
    update,
    append(added) {
      entries = [...entries, ...added];
      emit();
    },
    emit: () => emit(),
    newKey: () => `upload-${nextKey++}`,
    device: () => options.device,
    isQueued,
  });

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
    if (!entry?.file || !options.device) return;
    update(key, { state: 'waitingOffline', progress: 0, reason: undefined });
    copies.keep(key);
  }

  function resume() {
    if (!connection().isOnline()) return;
    for (const entry of entries) if (entry.state === 'waitingOffline') void start(entry.key);
  }

  async function restore() {
    // A queued list sends its files with the form; the others upload what was restored when online.
    if ((await copies.restore()) > 0 && !isQueued()) resume();
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
          if (!uploaded) return { ok: true };
          update(key, { state: 'checked', progress: 100, fileId, ...copies.afterUpload(uploaded) });
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
          if (options.device && !isQueued() && !connection().isOnline()) {
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
    copies.drop(entry);
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
      const state = isQueued() ? 'queued' : isOffline ? 'waitingOffline' : 'uploading';
      entries = [...entries, { key, filename: file.name, file, state, progress: 0 }];
      if (state === 'uploading') void start(key);
      else {
        // Offline, a queued file is kept too, so a reload before Submit does not lose it.
        if (isOffline) copies.keep(key);
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
      void restore();
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
      for (const entry of entries) copies.drop(entry);
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
    restore,
    hasWaitingFiles: () => entries.some((entry) => entry.state === 'waitingOffline'),
  };
}
