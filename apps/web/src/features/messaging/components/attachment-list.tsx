import { useState } from 'react';
import { messages, type FileRef } from '@portal/contract';
import { downloadStoredFile } from '../../../lib/download-file';
import { errorsOf, formatUploadError } from '../../../lib/error-alert';
import { ApiError } from '../../../lib/api-error';

export interface AttachmentListProps {
  files: readonly FileRef[];
  /** Heading above the list; "Attachments" by default. */
  heading?: string;
}

/**
 * The read-only files of a message or sent item (spec part 2 §2). Each is a button named
 * "Download <Filename>" that fetches the file through getfilecontent and saves it with the server's
 * name and type. A failed download alerts "Error {number}: {message}" as file errors do (part 2 §8).
 */
export function AttachmentList({ files, heading = messages.inbox.attachments }: AttachmentListProps) {
  const [busyFileId, setBusyFileId] = useState<string | null>(null);
  if (files.length === 0) return null;

  async function download(fileId: string) {
    setBusyFileId(fileId);
    try {
      await downloadStoredFile(fileId);
    } catch (failure) {
      const isExpired = failure instanceof ApiError && failure.isSessionExpired;
      const first = errorsOf(failure)[0];
      if (!isExpired && first) window.alert(formatUploadError(first));
    } finally {
      setBusyFileId(null);
    }
  }

  return (
    <div className="attachment-list">
      <h3 className="attachment-list__heading">{heading}</h3>
      <ul>
        {files.map((file) => (
          <li key={file.FileID}>
            <button
              type="button"
              className="attachment-list__button"
              aria-busy={busyFileId === file.FileID || undefined}
              onClick={() => void download(file.FileID)}
            >
              <span className="attachment-list__icon" aria-hidden="true">
                📎
              </span>
              <span className="visually-hidden">{messages.inbox.download}</span> {file.Filename}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
