import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMessage,
  messages,
  registrationFormSchema,
  stripSpaces,
  type RegistrationForm as RegistrationValues,
} from '@portal/contract';
import type { z } from 'zod/mini';
import { AddressPicker } from '../../../components/ui/address-picker';
import { ClaimIdentityFields } from '../../../components/ui/claim-identity-fields';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';
import { FormInput } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { SubmitButton, incompleteReason } from '../../../components/ui/submit-button';
import { useBranding } from '../../../api/get-information';
import { alertErrors } from '../../../lib/error-alert';
import { useSession } from '../../../lib/use-session';
import { createAccount } from '../api/create-account';
import { forcedSubmitAlert } from '../forced-submit-alert';
import { TermsAgreement } from './terms-agreement';

type RegistrationInput = z.input<typeof registrationFormSchema>;

/** Field labels are page copy; every rule and message comes from the contract (part 1 §3, §5). */
const labels = {
  Username: messages.signIn.username,
  FirstName: 'First name',
  MiddleName: 'Middle name(s) (optional)',
  LastName: 'Last name',
  EmailAddress: 'Email address (optional)',
  MobileNumber: 'Mobile number (optional)',
  NewPassword: 'New password',
  ReEnterPassword: 'Re-enter password',
  HomeAddress: 'Home address',
  PostalAddress: 'Postal address',
};
const hints = {
  Username: 'Your username is your email address.',
  NewPassword: messages.fields.password.rulesHint,
};

/** Control ids, in the order the error summary lists them. */
const fieldIds: Record<keyof RegistrationInput, string> = {
  Username: 'registration-username',
  FirstName: 'registration-first-name',
  MiddleName: 'registration-middle-name',
  LastName: 'registration-last-name',
  DateOfBirth: 'registration-date-of-birth',
  TACNumber: 'registration-claim-number',
  EmailAddress: 'registration-email',
  MobileNumber: 'registration-mobile',
  NewPassword: 'registration-new-password',
  ReEnterPassword: 'registration-re-enter-password',
  HomeAddress: 'registration-home-address',
  AreAddressesSame: 'registration-same-as-home',
  PostalAddress: 'registration-postal-address',
  AgreeTerms: 'registration-agree-terms',
};

const identityNames = { claimNumber: 'TACNumber', dateOfBirth: 'DateOfBirth' } as const;

const emptyForm: RegistrationInput = {
  Username: '',
  FirstName: '',
  MiddleName: '',
  LastName: '',
  DateOfBirth: '',
  TACNumber: '',
  EmailAddress: '',
  MobileNumber: '',
  NewPassword: '',
  ReEnterPassword: '',
  HomeAddress: null,
  PostalAddress: null,
  AreAddressesSame: false,
  AgreeTerms: false,
};

/**
 * The registration form (spec part 1 §2, §3, §5). Submit stays disabled until every rule holds and
 * while the request runs; until the form is valid it is aria-disabled with the reason beside it, and
 * pressing it or Enter in a field alerts what to resolve and lists the errors above the form (issue 30
 * item 4). Success keeps the registration token and goes to /activate.
 */
export function RegistrationForm() {
  const navigate = useNavigate();
  const branding = useBranding();
  const { isMobileApp } = useSession();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, touchedFields, isSubmitted, isValid, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const isSameAsHome = useWatch({ control, name: 'AreAddressesSame' });
  const shown = (name: keyof RegistrationInput) => Boolean(touchedFields[name]) || isSubmitted;
  const errorOf = (name: keyof RegistrationInput) => {
    const message = errors[name]?.message;
    return typeof message === 'string'
      ? formatMessage(message, { provider: branding.providerName })
      : undefined;
  };

  async function submit(values: RegistrationValues) {
    try {
      await createAccount(values);
      await navigate('/activate');
    } catch (failure) {
      // The processing text stops with isSubmitting; the errors alert in the shell's format (part 1 §8).
      alertErrors(failure);
    }
  }

  function refuse(invalid: FieldErrors<RegistrationInput>) {
    window.alert(forcedSubmitAlert(invalid, branding, Object.keys(fieldIds)));
    setFailedSubmits((count) => count + 1);
  }

  const stripOnBlur = (name: 'Username' | 'EmailAddress') =>
    register(name, {
      onBlur: (event: { target: { value: string } }) =>
        setValue(name, stripSpaces(event.target.value), { shouldValidate: true }),
    });
  const blockSpace = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') event.preventDefault();
  };

  const summary = isSubmitted ? errorSummaryItems(errors, fieldIds) : [];
  return (
    <form className="registration-form" noValidate onSubmit={handleSubmit(submit, refuse)}>
      <ErrorSummary
        items={summary.map((item) => ({
          ...item,
          message: formatMessage(item.message, { provider: branding.providerName }),
        }))}
        focusKey={failedSubmits}
      />
      <FormInput
        {...stripOnBlur('Username')}
        id={fieldIds.Username}
        label={labels.Username}
        hint={hints.Username}
        // As on /login: text with the e-mail keyboard, the autofill token "username" (issue 30 item 8).
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        onKeyDown={blockSpace}
        error={errorOf('Username')}
        isTouched={shown('Username')}
      />
      {(['FirstName', 'MiddleName', 'LastName'] as const).map((name) => (
        <FormInput
          key={name}
          {...register(name)}
          id={fieldIds[name]}
          label={labels[name]}
          autoComplete={
            { FirstName: 'given-name', MiddleName: 'additional-name', LastName: 'family-name' }[name]
          }
          error={errorOf(name)}
          isTouched={shown(name)}
        />
      ))}
      <ClaimIdentityFields
        control={control}
        names={identityNames}
        ids={{ claimNumber: fieldIds.TACNumber, dateOfBirth: fieldIds.DateOfBirth }}
        errorOf={(field) => errorOf(identityNames[field])}
        isShown={(field) => shown(identityNames[field])}
        order="dateOfBirthFirst"
      />
      <FormInput
        {...stripOnBlur('EmailAddress')}
        id={fieldIds.EmailAddress}
        label={labels.EmailAddress}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        onKeyDown={blockSpace}
        error={errorOf('EmailAddress')}
        isTouched={shown('EmailAddress')}
      />
      <FormInput
        {...register('MobileNumber')}
        id={fieldIds.MobileNumber}
        label={labels.MobileNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={errorOf('MobileNumber')}
        isTouched={shown('MobileNumber')}
      />
      <PasswordField
        // The confirmation is rechecked on every keystroke in the new password (part 1 §5).
        {...register('NewPassword', { deps: ['ReEnterPassword'] })}
        id={fieldIds.NewPassword}
        label={labels.NewPassword}
        hint={hints.NewPassword}
        autoComplete="new-password"
        error={errorOf('NewPassword')}
        isTouched={shown('NewPassword')}
      />
      <PasswordField
        {...register('ReEnterPassword')}
        id={fieldIds.ReEnterPassword}
        label={labels.ReEnterPassword}
        autoComplete="new-password"
        error={errorOf('ReEnterPassword')}
        isTouched={shown('ReEnterPassword')}
      />
      <Controller
        control={control}
        name="HomeAddress"
        render={({ field }) => (
          <AddressPicker
            id={fieldIds.HomeAddress}
            name={field.name}
            label={labels.HomeAddress}
            isHomeAddress
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('HomeAddress')}
            isTouched={shown('HomeAddress')}
          />
        )}
      />
      <div className="checkbox">
        <input
          id={fieldIds.AreAddressesSame}
          type="checkbox"
          {...register('AreAddressesSame', { deps: ['PostalAddress'] })}
        />
        <label htmlFor={fieldIds.AreAddressesSame}>{messages.registration.sameAsHome}</label>
      </div>
      {!isSameAsHome && (
        <Controller
          control={control}
          name="PostalAddress"
          render={({ field }) => (
            <AddressPicker
              id={fieldIds.PostalAddress}
              name={field.name}
              label={labels.PostalAddress}
              isHomeAddress={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('PostalAddress')}
              isTouched={shown('PostalAddress')}
            />
          )}
        />
      )}
      <TermsAgreement
        {...register('AgreeTerms')}
        id={fieldIds.AgreeTerms}
        isMobileApp={isMobileApp}
        error={errors.AgreeTerms?.message}
        isTouched={shown('AgreeTerms')}
      />
      <ProcessingNotice isActive={isSubmitting} />
      <SubmitButton isBusy={isSubmitting} blockedReason={incompleteReason(isValid, messages.signIn.register)}>
        {messages.signIn.register}
      </SubmitButton>
    </form>
  );
}
