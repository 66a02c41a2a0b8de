import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
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

interface Announced {
  entries: readonly UploadEntry[];
  states: ReadonlyMap<string, string>;
  text: string;
}

/**
 * "name: state" for the last file whose state changed (not its progress), or '' before any. Worked out
 * while rendering when the list changes (React's "adjusting state when a prop changes").
 */
function useStateAnnouncement(entries: readonly UploadEntry[]): string {
  const [announced, setAnnounced] = useState<Announced>(() => ({
    entries,
    states: new Map(entries.map((entry) => [entry.key, entry.state])),
    text: '',
  }));
  if (announced.entries !== entries) {
    let text = announced.text;
    const states = new Map<string, string>();
    for (const entry of entries) {
      states.set(entry.key, entry.state);
      if (announced.states.get(entry.key) !== entry.state)
        text = `${entry.filename}: ${uploadStateText(entry)}`;
    }
    setAnnounced({ entries, states, text });
  }
  return announced.text;
}

/** The picker's accept list, from the contract's accepted types. */
const ACCEPT = ACCEPTED_FILE_TYPES.map((type) => `.${type}`).join(',');
const m = messages.uploadList;

/**
 * A file picker over the per-file upload list (issue 11 "Per-file receipt"): each row shows the file's
 * name and its state in words (uploading n% with a progress bar, received, checked, attached, or why
 * it failed with Retry) and a Remove button. One polite live region, in the page before any file is
 * picked, says each file's new state ("report.pdf: Ready to send"), so a screen reader hears a file
 * arrive, finish or fail without losing its place (a region inserted with its row is not heard, issue 30
 * item 8); progress percentages are not announced.
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
  const announcement = useStateAnnouncement(entries);

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
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
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
              <span className="upload-field__state">{uploadStateText(entry)}</span>
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
