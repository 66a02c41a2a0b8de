import type { ReactNode } from 'react';
import { describedBy } from './form-field';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  /** The rule's message once the field was touched or a submit was tried; nothing otherwise. */
  error?: string | undefined;
  disabled?: boolean;
  onBlur: () => void;
  onChange: (checked: boolean) => void;
}

/**
 * A required box a form's submit needs ticked (Send documents' authorisation, reimbursement's
 * disclaimer): its error above it, tied to the box by aria-describedby, the label beside it.
 */
export function CheckboxField({ id, label, checked, error, disabled, onBlur, onChange }: CheckboxFieldProps) {
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy(id, false, Boolean(error))}
          aria-invalid={error ? true : undefined}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
