import { endpoints, formatMessage, messages, type GetFileContentResponse } from '@portal/contract';
import { callEndpoint } from './api-client';
import { currentHostMode, type HostMode } from './host-mode';
import { sessionStore } from './session-store';

/** Turns the server's base64 text into bytes (spec part 2 §3 "Uploaded file (retrieved)"). */
export function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface SavedFile {
  file: GetFileContentResponse;
  mode: HostMode;
  /**
   * The line the page shows once the file is saved: only the windows host saves silently into the
   * Downloads folder, so only there does the portal say where the file went (ADR 0031).
   */
  confirmation: string | null;
}

/**
 * Hands a retrieved file over as a download, with the server's file name and type. Every mode saves
 * the same way, through an anchor with `download` (ADR 0031): the browser
 * shows its download, the mobile app's wrapper and the windows host take the download over; the
 * windows host puts it in the Downloads folder, which the returned confirmation tells the user.
 */
export function saveFile(file: GetFileContentResponse, mode: HostMode = 'browser'): SavedFile {
  const blob = new Blob([base64ToBytes(file.Data)], { type: file.MimeType || 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.Filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; give the browser a moment before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  const confirmation =
    mode === 'windows-hosted'
      ? formatMessage(messages.inbox.savedToDownloads, { name: file.Filename })
      : null;
  return { file, mode, confirmation };
}

/**
 * Fetches a stored file by its FileID through getfilecontent and saves it (spec part 2 §2: attached
 * files download with their name and type) in the mode the portal runs in. Errors propagate to the
 * caller, which alerts them.
 */
export async function downloadStoredFile(fileId: string): Promise<SavedFile> {
  const file = await callEndpoint(
    endpoints.getFileContent,
    { Identifier: fileId },
    { loadingMessage: 'Downloading' },
  );
  const mode = currentHostMode(window.sessionStorage, sessionStore.getSnapshot().isMobileApp);
  return saveFile(file, mode);
}
