import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, resetPasswordFormSchema, type ResetPasswordForm } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';
import { PasswordField } from '../../../components/ui/password-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { alertErrors } from '../../../lib/error-alert';
import { sessionStore } from '../../../lib/session-store';
import { resetPassword } from '../api/recovery-calls';
import { isNotFoundFailure } from '../recovery-errors';
import { RecoveryPageFrame } from './recovery-page-frame';

const copy = {
  intro: 'Choose a new password for {username}.', // page copy
  introNoName: 'Choose a new password.', // page copy
  rules: messages.fields.password.rulesHint,
  NewPassword: 'New password',
  ReEnterPassword: 'Re-enter new password',
  submit: 'Reset password',
};
const ids = { NewPassword: 'reset-NewPassword', ReEnterPassword: 'reset-ReEnterPassword' };

/**
 * Reset password (spec part 1 §2, §4, §5): the new password twice, the confirmation rechecked on
 * every keystroke in the new password. The answer decides where the claimant goes: false (an account
 * not yet activated, or a browser the server does not remember as verified) -> the registration token
 * is kept and /activate sends a code to the registered contacts; true -> signed in, /claims.
 */
export function ResetPasswordPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const [username] = useState(() => sessionStore.getForgotPasswordUsername());
  const [isNotFound, setIsNotFound] = useState(false);
  const { register, formState, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { NewPassword: '', ReEnterPassword: '' },
  });
  const shows = (name: keyof typeof ids) => formState.isSubmitted || Boolean(formState.touchedFields[name]);
  const summary = formState.isSubmitted ? errorSummaryItems(formState.errors, ids) : [];

  const submit = handleSubmit(async (values) => {
    setIsNotFound(false);
    const resetToken = sessionStore.getForgotPasswordToken() ?? '';
    try {
      const answer = await resetPassword(resetToken, values);
      // Both answers hold the browser session only; Remember me is a sign-in choice (part 1 §4). A
      // registration token is flagged as such, as sign-in and registration flag theirs.
      const user = answer.AccountActivated
        ? { AccessToken: answer.AccessToken, isOneTimePassword: false }
        : { AccessToken: answer.AccessToken, isOneTimePassword: false, isRegistration: true };
      sessionStore.signIn(user, { rememberMe: false });
      await navigate(answer.AccountActivated ? '/claims' : '/activate', { replace: true });
      // Spent; cleared only now, as the route guard needs it until the navigation has landed.
      sessionStore.clearForgotPassword();
    } catch (failure) {
      if (isNotFoundFailure(failure, { requireBusinessStatus: true })) setIsNotFound(true);
      else alertErrors(failure);
    }
  });

  const intro = username ? copy.intro.replace('{username}', username) : copy.introNoName;
  return (
    <RecoveryPageFrame title={meta.title} intro={<p>{intro}</p>} isNotFound={isNotFound}>
      <form className="recovery-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary items={summary} focusKey={formState.submitCount} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <PasswordField
          {...register('NewPassword', { deps: ['ReEnterPassword'] })}
          id={ids.NewPassword}
          label={copy.NewPassword}
          hint={copy.rules}
          autoComplete="new-password"
          error={formState.errors.NewPassword?.message}
          isTouched={shows('NewPassword')}
        />
        <PasswordField
          {...register('ReEnterPassword')}
          id={ids.ReEnterPassword}
          label={copy.ReEnterPassword}
          autoComplete="new-password"
          error={formState.errors.ReEnterPassword?.message}
          isTouched={shows('ReEnterPassword')}
        />
        <ProcessingNotice isActive={formState.isSubmitting} />
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {copy.submit}
        </button>
      </form>
    </RecoveryPageFrame>
  );
}
