import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { ACCEPTED_FILE_TYPES, messages } from '@portal/contract';
import { describedBy } from './form-field';
import { FilePicker } from './file-picker';
import { uploadStateText, type UploadEntry } from '../../lib/uploads/upload-list';
import './upload-field.css';

export interface UploadFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  id: string;
  entries: readonly UploadEntry[];
  /** One picked file; the upload list checks it before sending (spec part 2 §5 "one file per pick"). */
  onPick: (file: File) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  error?: string | undefined;
  isTouched?: boolean;
  disabled?: boolean;
}

/** The picker's accept list, from the contract's accepted types. */
const ACCEPT = ACCEPTED_FILE_TYPES.map((type) => `.${type}`).join(',');
const m = messages.uploadList;

/**
 * A file picker over the per-file upload list (issue 11 "Per-file receipt"): each row shows the file's
 * name and its state in words (uploading n% with a progress bar, received, checked, attached, or why
 * it failed with Retry) and a Remove button. The state text sits in a polite live region so a screen
 * reader hears a file finish or fail without losing its place.
 */
export function UploadField({
  label,
  hint,
  id,
  entries,
  onPick,
  onRemove,
  onRetry,
  error,
  isTouched = false,
  disabled,
}: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const showError = isTouched && Boolean(error);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be picked again after a refusal or removal.
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <div className={['field', 'upload-field', showError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id} id={labelId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {showError && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <FilePicker
        inputRef={input}
        id={id}
        accept={ACCEPT}
        chosen={entries.map((entry) => entry.filename)}
        describedBy={describedBy(id, Boolean(hint), showError)}
        isInvalid={showError}
        disabled={disabled}
        onChange={pick}
      />
      {entries.length > 0 && (
        <ul className="upload-field__list" aria-labelledby={labelId}>
          {entries.map((entry) => (
            <li className={`upload-field__item upload-field__item--${entry.state}`} key={entry.key}>
              <span className="upload-field__name">{entry.filename}</span>
              {entry.state === 'uploading' && (
                <progress
                  className="upload-field__bar"
                  aria-label={entry.filename}
                  max={100}
                  value={entry.progress}
                />
              )}
              <span className="upload-field__state" aria-live="polite">
                {uploadStateText(entry)}
              </span>
              <span className="upload-field__actions">
                {entry.state === 'failed' && (
                  <button
                    type="button"
                    className="button button--secondary upload-field__button"
                    aria-label={`${m.retry} ${entry.filename}`}
                    disabled={disabled}
                    onClick={() => onRetry(entry.key)}
                  >
                    {m.retry}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary upload-field__button"
                  aria-label={`${m.remove} ${entry.filename}`}
                  disabled={disabled}
                  onClick={() => {
                    onRemove(entry.key);
                    // The row goes away; focus returns to the picker rather than the page's top.
                    input.current?.focus();
                  }}
                >
                  {m.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
