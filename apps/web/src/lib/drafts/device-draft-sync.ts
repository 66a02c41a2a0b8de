import type { DeviceCopy, DeviceDraftRecord } from './device-drafts';

/**
 * The device half of a draft session (issue 15, ADR 0024): the one copy of a form's values kept
 * on the device while the server cannot be reached. Writes and removals run one after another, so a
 * removal never overtakes a write; a storage failure is answered, never thrown.
 */
export interface DeviceDraftSync<T> {
  /** A form without a device (tests, forms that keep nothing) does all of this as no-ops. */
  readonly isEnabled: boolean;
  /** Whether a copy on this device is still there after a reload (false without IndexedDB). */
  readonly survivesReload: boolean;
  read: () => Promise<DeviceDraftRecord<T> | null>;
  /** Writes the values after what is queued; true once they are on the device, safe from a reload. */
  write: (values: T) => Promise<boolean>;
  /** The session found (or lost) a copy it did not write itself: an open from the device. */
  adopt: (exists: boolean) => void;
  /** Deletes the copy the session knows of, if any (the server holds everything it kept). */
  dropIfKept: () => void;
  /** Deletes the copy whatever the session knows (discard, submit). */
  drop: () => void;
}

export function createDeviceDraftSync<T>(device: DeviceCopy<T> | undefined): DeviceDraftSync<T> {
  let hasCopy = false;
  let queue: Promise<unknown> = Promise.resolve();

  function onQueue(work: (copy: DeviceCopy<T>) => Promise<boolean | void>): Promise<boolean> {
    if (!device) return Promise.resolve(false);
    const next = queue
      .then(() => work(device))
      .then(
        (answer) => answer !== false,
        () => false,
      );
    queue = next;
    return next;
  }

  function drop() {
    hasCopy = false;
    void onQueue((copy) => copy.remove());
  }

  return {
    isEnabled: device !== undefined,
    survivesReload: device?.survivesReload ?? false,
    read: () => (device ? device.read().catch(() => null) : Promise.resolve(null)),
    write(values) {
      hasCopy = true;
      return onQueue((copy) => copy.write(values));
    },
    adopt(exists) {
      hasCopy = exists;
    },
    dropIfKept() {
      if (hasCopy) drop();
    },
    drop,
  };
}
