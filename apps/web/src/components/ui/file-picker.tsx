import type { ChangeEvent, Ref } from 'react';
import { formatMessage, messages } from '@portal/contract';

export interface FilePickerProps {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  accept: string;
  /** The names of the files chosen so far (the list under the picker). */
  chosen: readonly string[];
  /** Ids of the hint and error that describe the control, if any. */
  describedBy?: string | undefined;
  isInvalid?: boolean;
  disabled?: boolean | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const m = messages.uploadList;

/** What the picker says it holds: none, the one file's name, or how many (issue 28). */
export function pickerStatusText(chosen: readonly string[]): string {
  if (chosen.length === 0) return m.noFileChosen;
  if (chosen.length === 1) return chosen[0] ?? '';
  return formatMessage(m.filesChosen, { n: chosen.length });
}

/**
 * The native file input (keyboard, screen readers and drag and drop keep working) with its own status
 * line. The browser's status text cannot wrap, so a phone showed it cut ("No fil…osen"); and the
 * input is cleared after each pick, so it always read "No file chosen" even with a file attached
 * (issue 28). The input still covers the whole drop area, its own text hidden; our text, drawn over
 * the area below the button, names the chosen file or says none is chosen, in full, wrapping as needed.
 */
export function FilePicker({
  id,
  inputRef,
  accept,
  chosen,
  describedBy,
  isInvalid = false,
  disabled,
  onChange,
}: FilePickerProps) {
  const statusId = `${id}-status`;
  return (
    <div className="file-picker">
      <input
        ref={inputRef}
        id={id}
        className="file-picker__input"
        type="file"
        accept={accept}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        onChange={onChange}
      />
      <span className="file-picker__status" id={statusId}>
        {pickerStatusText(chosen)}
      </span>
    </div>
  );
}
