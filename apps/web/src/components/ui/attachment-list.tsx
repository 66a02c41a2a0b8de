import { messages, type FileRef } from '@portal/contract';
import { useStoredFileDownload } from './use-stored-file-download';
import './attachment-list.css';

export interface AttachmentListProps {
  files: readonly FileRef[];
  /** Heading above the list; "Attachments" by default. */
  heading?: string;
}

/**
 * The read-only files of a message or sent item (spec part 2 §2), and the letters of a timeline event
 * (issue 32). Each is a button named
 * "Download <Filename>" that fetches the file through getfilecontent and saves it with the server's
 * name and type; in windows-hosted mode a status line then says it is in the Downloads folder. A failed download alerts "Error {number}: {message}" as file errors do (part 2 §8).
 */
export function AttachmentList({ files, heading = messages.inbox.attachments }: AttachmentListProps) {
  const { busyFileId, confirmation, download } = useStoredFileDownload();
  if (files.length === 0) return null;

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
              {/* Drawn, not the 📎 emoji (an empty box where the font has none); the link's colour. */}
              <svg
                className="attachment-list__icon"
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                width="16"
                height="16"
              >
                <path
                  d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="visually-hidden">{messages.inbox.download}</span> {file.Filename}
            </button>
          </li>
        ))}
      </ul>
      {/* Windows-hosted mode only: where the host saved the file (ADR 0031). Always present, so
          a screen reader hears the line when it is filled. */}
      <p className="attachment-list__saved" role="status">
        {confirmation}
      </p>
    </div>
  );
}
