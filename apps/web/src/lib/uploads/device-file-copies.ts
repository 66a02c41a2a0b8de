import type { DeviceFiles } from '../drafts/device-drafts';
import type { UploadEntry } from './upload-entry';

/** What the device side needs of the upload list it keeps files for (upload-list.ts). */
export interface KeptList {
  entries: () => readonly UploadEntry[];
  update: (key: string, change: Partial<UploadEntry>) => void;
  append: (added: UploadEntry[]) => void;
  emit: () => void;
  newKey: () => string;
  device: () => DeviceFiles | undefined;
  /**
   * A queued list (contact us) uploads only at Submit, so a file it kept stays on the device until
   * the form is sent or the file removed; any other list needs the copy only until the file uploads.
   */
  isQueued: () => boolean;
}

export interface DeviceFileCopies {
  /** Keeps the row's bytes on the device; the row learns the copy's id once it is written. */
  keep: (key: string) => void;
  /** Deletes the row's device copy, if it has one. */
  drop: (entry: UploadEntry) => void;
  /** The row's file reached the server: the copy goes unless the form still has to send it. */
  afterUpload: (entry: UploadEntry) => Partial<UploadEntry>;
  /** Files a previous visit left on the device join the list; answers how many did. */
  restore: () => Promise<number>;
}

/**
 * The device half of the upload list (issue 15, ADR 0024): files chosen (or cut off) while
 * offline wait in the device's storage (device-drafts.ts, keyed by the session's tag, so sign-out and
 * the time-out delete them) and come back into the list when the form opens again. Sending them is the
 * list's normal upload path; this module only writes, restores and deletes the copies.
 */
export function createDeviceFileCopies(list: KeptList): DeviceFileCopies {
  /** Copies on their way, so a file that uploads or goes meanwhile still has its copy removed. */
  const writes = new Map<string, Promise<string>>();

  const find = (key: string) => list.entries().find((candidate) => candidate.key === key);
  const needsCopy = (entry: UploadEntry | undefined) =>
    entry !== undefined && (list.isQueued() || entry.state === 'waitingOffline');

  function drop(entry: UploadEntry) {
    if (entry.deviceId)
      void list
        .device()
        ?.remove(entry.deviceId)
        .catch(() => undefined);
  }

  return {
    keep(key) {
      const entry = find(key);
      const device = list.device();
      if (!entry?.file || !device || entry.deviceId || writes.has(key)) return;
      const write = device.put(entry.file).catch(() => '');
      writes.set(key, write);
      void write.then((deviceId) => {
        writes.delete(key);
        if (!deviceId) return;
        if (needsCopy(find(key))) {
          list.update(key, { deviceId });
          list.emit();
        }
        // Uploaded or removed while the copy was being written: it is not needed.
        else void device.remove(deviceId).catch(() => undefined);
      });
    },
    drop,
    afterUpload(entry) {
      if (list.isQueued()) return {};
      drop(entry);
      return { deviceId: undefined };
    },
    async restore() {
      const device = list.device();
      if (!device) return 0;
      const kept = await device.list().catch(() => []);
      const known = new Set(list.entries().map((entry) => entry.deviceId));
      const added: UploadEntry[] = kept
        .filter((copy) => !known.has(copy.id))
        .map((copy) => ({
          key: list.newKey(),
          filename: copy.file.name,
          file: copy.file,
          state: list.isQueued() ? 'queued' : 'waitingOffline',
          progress: 0,
          deviceId: copy.id,
        }));
      if (added.length > 0) list.append(added);
      return added.length;
    },
  };
}
