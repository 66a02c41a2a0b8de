import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { ACCEPTED_FILE_TYPES, checkFile } from '@portal/contract';
import { FilePicker } from './file-picker';
import './file-upload.css';

/** One picked file and how far its upload has got. */
export interface UploadItem {
  /** Stable key for the list (the file's name may repeat). */
  key: string;
  file: File;
  /** Whole percentage 0-100. */
  progress: number;
  /** queued: not sent yet; uploading: bytes moving; done: stored on the server (read-only). */
  status: 'queued' | 'uploading' | 'done';
  /** The server's FileId once stored. */
  fileId?: string;
}

export interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  items: readonly UploadItem[];
  /** Called with a file that passed the contract's size and type checks. */
  onAdd: (file: File) => void;
  /** Removes a file that is not yet stored (a caller may also discard it on the server). */
  onDiscard: (item: UploadItem) => void;
  disabled?: boolean;
}

/** The file picker's accept list, from the contract's accepted types (part 1 §5). */
export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_TYPES.map((type) => `.${type}`).join(',');

const copy = {
  // Page copy.
  remove: 'Remove',
  progressLabel: (name: string) => `${name} upload progress`,
  uploaded: 'Uploaded',
};

let nextKey = 1;
/** A new list item for a picked file. */
export function newUploadItem(file: File): UploadItem {
  return { key: `upload-${nextKey++}`, file, progress: 0, status: 'queued' };
}

/**
 * An accessible file picker that takes one file at a time (part 1 §5): each pick adds one file to the
 * list below it after the contract's checks ("Document must be below 10MB", "Document type is not
 * accepted" alert as the spec's handler does). Each row shows the name, a progress bar with its percent
 * text and, until the file is stored, a Remove button; stored files are read-only.
 */
export function FileUpload({ label, hint, id, items, onAdd, onDiscard, disabled }: FileUploadProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const input = useRef<HTMLInputElement>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be picked again after a refusal or removal.
    event.target.value = '';
    if (!file) return;
    const check = checkFile(file);
    if (!check.ok) {
      window.alert(check.message);
      return;
    }
    onAdd(file);
  }

  return (
    <div className="file-upload">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      <FilePicker
        inputRef={input}
        id={inputId}
        accept={ACCEPT_ATTRIBUTE}
        chosen={items.map((item) => item.file.name)}
        describedBy={hint ? `${inputId}-hint` : undefined}
        disabled={disabled}
        onChange={pick}
      />
      {items.length > 0 && (
        <ul className="file-upload__list">
          {items.map((item) => (
            <li className="file-upload__item" key={item.key}>
              <span className="file-upload__name">{item.file.name}</span>
              <div
                className="file-upload__bar"
                role="progressbar"
                aria-label={copy.progressLabel(item.file.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <div className="file-upload__bar-fill" style={{ width: `${item.progress}%` }} />
              </div>
              <span className="file-upload__percent">{item.progress}%</span>
              {item.status === 'done' ? (
                <span className="file-upload__done">{copy.uploaded}</span>
              ) : (
                <button
                  type="button"
                  className="file-upload__remove"
                  aria-label={`${copy.remove} ${item.file.name}`}
                  disabled={disabled || item.status === 'uploading'}
                  onClick={() => {
                    onDiscard(item);
                    input.current?.focus();
                  }}
                >
                  {copy.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
