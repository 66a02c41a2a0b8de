import type { UploadEntry } from '../uploads/upload-list';

/**
 * Whether leaving a draft form would lose something, so the leave question is asked (spec part 2 §2
 * "You are about to lose your recent changes"; use-leave-confirm.ts). Offline (issue 15) the device
 * copy is a save too: a draft whose every change is written there, and files whose bytes are, are
 * safe. Still unsaved: a change the server has not answered and the device does not hold yet (its
 * debounce or its write is on the way, or the write failed), a file uploading, a file waiting for the
 * connection whose copy is not written yet.
 */
export function hasUnsavedWork(
  draft: { isFormSaved: boolean; isSavedOnDevice: boolean },
  entries: readonly UploadEntry[],
): boolean {
  if (!draft.isFormSaved && !draft.isSavedOnDevice) return true;
  return entries.some(
    (entry) =>
      entry.state === 'uploading' || (entry.state === 'waitingOffline' && entry.deviceId === undefined),
  );
}
