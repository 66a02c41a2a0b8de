import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { messages } from '@portal/contract';
import { TextField } from '../../../components/ui/text-field';
import { signInFormErrors, type SignInValues } from '../sign-in-rules';

export interface SignInFormProps {
  /** The sign-in call; wired by the sign-in issue. Without it the form reports that sign-in is not available yet. */
  onSubmit?: ((values: SignInValues) => Promise<void> | void) | undefined;
}

const t = messages.signIn;

/**
 * Username, password and Remember me (spec part 1 §2 "Sign-in page", §5). The button stays disabled
 * until both fields are valid and while a sign-in is running. Spaces cannot be typed in the username
 * and pasted ones are removed on blur.
 */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [values, setValues] = useState<SignInValues>({ EmailAddress: '', Password: '', RememberMe: false });
  const [touched, setTouched] = useState({ EmailAddress: false, Password: false });
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const errors = signInFormErrors(values);
  const isValid = !errors.EmailAddress && !errors.Password;

  function blockSpace(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === ' ') event.preventDefault();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValid || isBusy) return;
    if (!onSubmit) {
      setNotice('Signing in is not available yet.');
      return;
    }
    setIsBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className="sign-in-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t.username}
        name="EmailAddress"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t.usernamePlaceholder}
        value={values.EmailAddress}
        error={errors.EmailAddress}
        isTouched={touched.EmailAddress}
        onKeyDown={blockSpace}
        onChange={(event) => setValues({ ...values, EmailAddress: event.target.value })}
        onBlur={() => {
          setValues((current) => ({ ...current, EmailAddress: current.EmailAddress.replace(/\s+/g, '') }));
          setTouched((current) => ({ ...current, EmailAddress: true }));
        }}
      />
      <TextField
        label={t.password}
        name="Password"
        type="password"
        autoComplete="current-password"
        value={values.Password}
        error={errors.Password}
        isTouched={touched.Password}
        onChange={(event) => setValues({ ...values, Password: event.target.value })}
        onBlur={() => setTouched((current) => ({ ...current, Password: true }))}
      />
      <div className="checkbox">
        <input
          id="sign-in-remember-me"
          type="checkbox"
          checked={values.RememberMe}
          onChange={(event) => setValues({ ...values, RememberMe: event.target.checked })}
        />
        <label htmlFor="sign-in-remember-me">{t.rememberMe}</label>
      </div>
      <button type="submit" className="button button--primary" disabled={!isValid || isBusy}>
        {t.submit}
      </button>
      <p className="sign-in-form__notice" role="status">
        {notice}
      </p>
    </form>
  );
}
