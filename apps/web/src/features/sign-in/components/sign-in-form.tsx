import { useId, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, signInFormSchema, stripSpaces, type SignInForm as SignInValues } from '@portal/contract';
import type { z } from 'zod/mini';
import { FormInput } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton, incompleteReason } from '../../../components/ui/submit-button';

type SignInInput = z.input<typeof signInFormSchema>;

export interface SignInFormProps {
  /** Signs in; answers the message to show when it failed (see useSignIn). */
  onSubmit: (values: SignInValues) => Promise<{ error: string } | undefined>;
}

const t = messages.signIn;

/**
 * Username, password and Remember me (spec part 1 §2 "Sign-in page", §5). The button stays disabled
 * until both fields are valid (aria-disabled, with the reason beside it: pressing it or Enter shows
 * what is wrong, issue 30 item 4) and while a sign-in is running. Spaces cannot be typed in the username
 * and pasted ones are removed on blur. A failed sign-in clears the password and shows the generic
 * message (part 1 §8).
 */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const ids = { email: useId(), password: useId(), rememberMe: useId() };
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setValue,
    resetField,
    setFocus,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { EmailAddress: '', Password: '', RememberMe: false },
  });

  const email = register('EmailAddress', {
    onBlur: (event: { target: { value: string } }) =>
      setValue('EmailAddress', stripSpaces(event.target.value), { shouldValidate: true }),
  });

  function blockSpace(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === ' ') event.preventDefault();
  }

  async function submit(values: SignInValues) {
    setFailure('');
    const result = await onSubmit(values);
    if (!result) return;
    resetField('Password');
    setFailure(result.error);
    setFocus('Password');
  }

  return (
    <form className="sign-in-form" noValidate onSubmit={handleSubmit(submit)}>
      {failure && (
        <p className="field__error sign-in-form__failure" role="alert">
          {failure}
        </p>
      )}
      <FormInput
        {...email}
        id={ids.email}
        label={t.username}
        // A username that is an e-mail address: text with the e-mail keyboard, since "username" is not
        // an autofill token for type=email (issue 30 item 8); password managers pair it with the password.
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t.usernamePlaceholder}
        error={errors.EmailAddress?.message}
        isTouched={Boolean(touchedFields.EmailAddress) || isSubmitted}
        onKeyDown={blockSpace}
      />
      <PasswordField
        {...register('Password')}
        id={ids.password}
        label={t.password}
        autoComplete="current-password"
        error={errors.Password?.message}
        isTouched={Boolean(touchedFields.Password) || isSubmitted}
      />
      <div className="checkbox">
        <input id={ids.rememberMe} type="checkbox" {...register('RememberMe')} />
        <label htmlFor={ids.rememberMe}>{t.rememberMe}</label>
      </div>
      <SubmitButton isBusy={isSubmitting} blockedReason={incompleteReason(isValid, t.submit)}>
        {t.submit}
      </SubmitButton>
    </form>
  );
}
