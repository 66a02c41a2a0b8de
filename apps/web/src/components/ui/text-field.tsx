import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message shown once the field is touched and invalid. */
  error?: string | undefined;
  isTouched?: boolean;
  hint?: string;
}

/**
 * Labelled input. An invalid, touched field gets a red border (spec part 1 §2 "Layout") and its
 * message is tied to the input for screen readers.
 */
export function TextField({ label, error, isTouched = false, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const showError = isTouched && Boolean(error);
  const describedBy = [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${showError ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
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
      <input
        {...input}
        id={id}
        className={`field__input${isTouched ? ' is-touched' : ''}${error ? ' is-invalid' : ''}`}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}
