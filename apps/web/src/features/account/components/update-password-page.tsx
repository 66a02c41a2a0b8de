import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  claimantErrors,
  updatePasswordFormSchema,
  type UpdatePasswordForm,
} from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';
import { PasswordField } from '../../../components/ui/password-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { ApiError } from '../../../lib/api-error';
import { alertErrors } from '../../../lib/error-alert';
import { updatePassword } from '../api/account-calls';
import './account.css';

const p = messages.myDetails.password;
const ids = {
  OldPassword: 'password-OldPassword',
  NewPassword: 'password-NewPassword',
  ReEnterPassword: 'password-ReEnterPassword',
};
const copy = { submit: 'Change password', cancel: messages.myDetails.cancel }; // page copy

/**
 * Change password (spec part 1 §2, §4, §5): current, new and re-entered password; the confirmation
 * is rechecked on each keystroke of the new one. Error 80 marks the current password invalid.
 */
export function UpdatePasswordPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const { register, formState, handleSubmit, setError } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordFormSchema),
    mode: 'onChange',
    defaultValues: { OldPassword: '', NewPassword: '', ReEnterPassword: '' },
  });
  const shows = (name: keyof typeof ids) => formState.isSubmitted || Boolean(formState.touchedFields[name]);
  const summary = formState.isSubmitted ? errorSummaryItems(formState.errors, ids) : [];

  const submit = handleSubmit(async (values) => {
    try {
      await updatePassword(values);
      await navigate('/accountupdated/password/success');
    } catch (failure) {
      if (failure instanceof ApiError && failure.has(claimantErrors.currentPasswordWrong.Number)) {
        setError('OldPassword', { message: messages.fields.password.currentWrong }, { shouldFocus: true });
      } else alertErrors(failure);
    }
  });

  return (
    <div className="page update-password">
      <PageTitle>{meta.title}</PageTitle>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary items={summary} focusKey={formState.submitCount} />
        <PasswordField
          {...register('OldPassword')}
          id={ids.OldPassword}
          label={p.current}
          autoComplete="current-password"
          error={formState.errors.OldPassword?.message}
          isTouched={shows('OldPassword')}
        />
        <PasswordField
          {...register('NewPassword', { deps: ['ReEnterPassword'] })}
          id={ids.NewPassword}
          label={p.new}
          hint={p.rules}
          autoComplete="new-password"
          error={formState.errors.NewPassword?.message}
          isTouched={shows('NewPassword')}
        />
        <PasswordField
          {...register('ReEnterPassword')}
          id={ids.ReEnterPassword}
          label={p.confirm}
          autoComplete="new-password"
          error={formState.errors.ReEnterPassword?.message}
          isTouched={shows('ReEnterPassword')}
        />
        <ProcessingNotice isActive={formState.isSubmitting} />
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
            {copy.submit}
          </button>
          {/* Leaves without a change, like the Cancel of every My Details form (issue 10 item 9). */}
          <Link className="button button--secondary" to="/account">
            {copy.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
