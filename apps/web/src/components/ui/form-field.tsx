import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form-controls.css';

/** The attributes a field's control needs so its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's current message; shown only once the field is touched (or the form submitted). */
  error?: string | undefined;
  isTouched?: boolean;
  /** The control's id; the error summary links to it. Generated when omitted. */
  id?: string;
  className?: string;
  /** `showError` says whether the error shows; leave it out when spreading the rest onto the control. */
  children: (control: FieldControlProps & { showError: boolean }) => ReactNode;
}

/** The ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, hasHint: boolean, showError: boolean): string | undefined {
  return [hasHint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Label, hint and error around one control (GOV.UK form group). The error is tied to the control
 * by aria-describedby, announced when it appears (a polite live region), and an invalid, touched field
 * gets a red border (spec part 1 §2 "Layout").
 */
export function FormField({
  label,
  hint,
  error,
  isTouched = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const showError = isTouched && Boolean(error);
  return (
    <div className={['field', showError ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${controlId}-hint`}>
          {hint}
        </p>
      )}
      {/* Always in the page, so the message is heard when it appears on leaving the field (issue 30 item 4). */}
      <div className="field__error-slot" aria-live="polite">
        {showError && (
          <p className="field__error" id={`${controlId}-error`}>
            {error}
          </p>
        )}
      </div>
      {children({
        id: controlId,
        showError,
        'aria-describedby': describedBy(controlId, Boolean(hint), showError),
        ...(showError ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}

export interface FormInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  isTouched?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A text input inside a FormField; works with React Hook Form's register (the ref is forwarded). */
export function FormInput({ label, hint, error, isTouched, id, className, ref, ...input }: FormInputProps) {
  return (
    <FormField label={label} hint={hint} error={error} isTouched={isTouched} id={id}>
      {({ showError: _showError, ...control }) => (
        <input
          {...input}
          {...control}
          ref={ref}
          className={['field__input', className ?? ''].filter(Boolean).join(' ')}
        />
      )}
    </FormField>
  );
}
