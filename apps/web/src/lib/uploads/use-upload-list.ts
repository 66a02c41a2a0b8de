import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceDrafts } from '../drafts/app-device-drafts';
import { browserConnection } from '../drafts/connection';
import { createUploadList, type UploadList, type UploadListOptions } from './upload-list';

export interface UseUploadListOptions extends UploadListOptions {
  /** The form and claim whose files wait on the device while offline (issue 15; draft forms). */
  keepOffline?: { formKey: string; scope: string };
}

/**
 * One form's per-file upload list for a screen (upload-list.ts). The callbacks may change between
 * renders; the list always calls the latest ones.
 */
export function useUploadList(options: UseUploadListOptions): UploadList & {
  entries: ReturnType<UploadList['getSnapshot']>;
} {
  const { keepOffline, ...listOptions } = options;
  const formKey = keepOffline?.formKey;
  const scope = keepOffline?.scope ?? '';
  const [device] = useState(() => (formKey ? deviceDrafts.filesFor(formKey, scope) : undefined));
  const withDevice: UploadListOptions = device ? { ...listOptions, device } : listOptions;
  const [list] = useState(() => createUploadList(withDevice));
  useEffect(() => list.configure(withDevice));
  const entries = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  // Back online: files waiting on the device upload through the normal path.
  const connection = options.connection ?? browserConnection;
  useEffect(() => connection.subscribe(() => list.resume()), [connection, list]);
  // Leaving the form cancels what is still uploading; stored files stay with the server's draft.
  useEffect(() => () => list.cancelUploads(), [list]);
  return { ...list, entries };
}
