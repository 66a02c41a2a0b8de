import { useMemo, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createRetrievalFormSchema,
  stripSpaces,
  type RetrievalForm as RetrievalValues,
} from '@portal/contract';
import type { z } from 'zod/mini';
import { ClaimIdentityFields } from '../../../components/ui/claim-identity-fields';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';
import { FormInput } from '../../../components/ui/form-field';
import { ProcessingNotice } from '../../../components/ui/processing-notice';
import { usePreservedFormValues } from '../../../lib/use-preserved-form-values';

type RetrievalSchema = ReturnType<typeof createRetrievalFormSchema>;
type RetrievalInput = z.input<RetrievalSchema>;

/** Field labels of the forgot forms (part 1 §3 retrieval request); page copy. */
const labels = {
  FirstName: 'First name',
  LastName: 'Last name',
  MobileNumber: 'Mobile number',
  EmailAddress: 'Email address',
} as const;
/** The fields in the order the error summary lists them. */
const fieldNames = [
  'FirstName',
  'LastName',
  'DateOfBirth',
  'ClaimNumber',
  'MobileNumber',
  'EmailAddress',
] as const satisfies readonly (keyof RetrievalInput)[];
type FieldName = (typeof fieldNames)[number];
const identityNames = { claimNumber: 'ClaimNumber', dateOfBirth: 'DateOfBirth' } as const;
const contactHint = 'Enter your mobile number, your email address or both.'; // page copy

const emptyValues: RetrievalInput = {
  FirstName: '',
  LastName: '',
  DateOfBirth: '',
  ClaimNumber: '',
  MobileNumber: '',
  EmailAddress: '',
};

export interface RetrievalFormProps {
  /** Names the form for its ids and its kept values (usePreservedFormValues). */
  formKey: string;
  submitLabel: string;
  /** Resolves true once the claimant has been sent on, which forgets the kept values. */
  onSubmit: (values: RetrievalValues) => Promise<boolean>;
}

/**
 * The identity fields of forgot username and forgot password (spec part 1 §3, §5): first and last
 * name, date of birth, claim number, and at least one of mobile or e-mail. A failed submit lists the
 * problems under "There are {n} errors in this form" and links each to its field.
 */
export function RetrievalForm({ formKey, submitLabel, onSubmit }: RetrievalFormProps) {
  const schema = useMemo(() => createRetrievalFormSchema(), []);
  const form = useForm<RetrievalInput, unknown, RetrievalValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: emptyValues,
  });
  const { register, control, formState, handleSubmit, setValue } = form;
  const { clear } = usePreservedFormValues(formKey, form);
  const ids = Object.fromEntries(fieldNames.map((name) => [name, `${formKey}-${name}`])) as Record<
    FieldName,
    string
  >;
  const shows = (name: FieldName) => formState.isSubmitted || Boolean(formState.touchedFields[name]);
  const summary = formState.isSubmitted ? errorSummaryItems(formState.errors, ids) : [];

  const blockSpace = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') event.preventDefault();
  };

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) clear();
  });

  return (
    <form className="recovery-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary items={summary} focusKey={formState.submitCount} />
      <FormInput
        {...register('FirstName')}
        id={ids.FirstName}
        label={labels.FirstName}
        autoComplete="given-name"
        error={formState.errors.FirstName?.message}
        isTouched={shows('FirstName')}
      />
      <FormInput
        {...register('LastName')}
        id={ids.LastName}
        label={labels.LastName}
        autoComplete="family-name"
        error={formState.errors.LastName?.message}
        isTouched={shows('LastName')}
      />
      <ClaimIdentityFields
        control={control}
        names={identityNames}
        ids={{ claimNumber: ids.ClaimNumber, dateOfBirth: ids.DateOfBirth }}
        errorOf={(field) => formState.errors[identityNames[field]]?.message}
        isShown={(field) => shows(identityNames[field])}
        order="dateOfBirthFirst"
      />
      <p className="recovery-form__contact-hint">{contactHint}</p>
      <FormInput
        {...register('MobileNumber', { deps: ['EmailAddress'] })}
        id={ids.MobileNumber}
        label={labels.MobileNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={formState.errors.MobileNumber?.message}
        isTouched={shows('MobileNumber')}
      />
      <FormInput
        {...register('EmailAddress', {
          deps: ['MobileNumber'],
          // Spaces are refused as typed and removed from pasted text on blur (part 1 §5).
          onBlur: (event: { target: { value: string } }) =>
            setValue('EmailAddress', stripSpaces(event.target.value), { shouldValidate: true }),
        })}
        id={ids.EmailAddress}
        label={labels.EmailAddress}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        onKeyDown={blockSpace}
        error={formState.errors.EmailAddress?.message}
        isTouched={shows('EmailAddress')}
      />
      <ProcessingNotice isActive={formState.isSubmitting} />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
