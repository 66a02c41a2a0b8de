import { endpoints, type GetFileContentResponse } from '@portal/contract';
import { callEndpoint } from './api-client';

/** Turns the server's base64 text into bytes (spec part 2 §3 "Uploaded file (retrieved)"). */
export function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Hands a retrieved file to the browser as a download, with the server's file name and type. */
export function saveFile(file: GetFileContentResponse): void {
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
}

/**
 * Fetches a stored file by its FileID through getfilecontent and saves it (spec part 2 §2: attached
 * files download with their name and type). Errors propagate to the caller, which alerts them.
 */
export async function downloadStoredFile(fileId: string): Promise<GetFileContentResponse> {
  const file = await callEndpoint(
    endpoints.getFileContent,
    { Identifier: fileId },
    { loadingMessage: 'Downloading' },
  );
  saveFile(file);
  return file;
}
