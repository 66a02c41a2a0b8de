import { useEffect, useState, useSyncExternalStore } from 'react';
import { createUploadList, type UploadList, type UploadListOptions } from './upload-list';

/**
 * One form's per-file upload list for a screen (upload-list.ts). The callbacks may change between
 * renders; the list always calls the latest ones.
 */
export function useUploadList(options: UploadListOptions): UploadList & {
  entries: ReturnType<UploadList['getSnapshot']>;
} {
  const [list] = useState(() => createUploadList(options));
  useEffect(() => list.configure(options));
  const entries = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  // Leaving the form cancels what is still uploading; stored files stay with the server's draft.
  useEffect(() => () => list.cancelUploads(), [list]);
  return { ...list, entries };
}
