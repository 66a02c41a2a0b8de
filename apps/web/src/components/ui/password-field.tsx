import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormField } from './form-field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  isTouched?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

const copy = { show: 'Show', hide: 'Hide', showName: 'Show password', hideName: 'Hide password' }; // page copy

/**
 * A password input with a show/hide toggle (GOV.UK password input). The toggle says what it will do
 * and aria-pressed tells whether the password is shown; works with React Hook Form's register.
 */
export function PasswordField({
  label,
  hint,
  error,
  isTouched,
  id,
  ref,
  className,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [isShown, setIsShown] = useState(false);
  return (
    <FormField label={label} hint={hint} error={error} isTouched={isTouched} id={inputId}>
      {({ showError: _showError, ...control }) => (
        <div className="password-field__row">
          <input
            {...input}
            {...control}
            ref={ref}
            type={isShown ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            className={['field__input', className ?? ''].filter(Boolean).join(' ')}
          />
          <button
            type="button"
            className="button button--secondary password-field__toggle"
            aria-controls={inputId}
            aria-pressed={isShown}
            aria-label={isShown ? copy.hideName : copy.showName}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? copy.hide : copy.show}
          </button>
        </div>
      )}
    </FormField>
  );
}
