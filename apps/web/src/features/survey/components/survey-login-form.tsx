import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createSurveyLoginFormSchema, type SurveyLoginForm as SurveyLoginValues } from '@portal/contract';
import type { z } from 'zod/mini';
import { ClaimIdentityFields } from '../../../components/ui/claim-identity-fields';
import { todayText } from '../../../components/ui/date-input';
import { ErrorSummary, errorSummaryItems } from '../../../components/ui/error-summary';

type SurveyLoginInput = z.input<ReturnType<typeof createSurveyLoginFormSchema>>;

/** Field labels (part 2 §2 "Self-assessment survey"); page copy. */
const labels = { submit: 'Submit' } as const;
const ids = { ClaimNumber: 'survey-claim-number', DateOfBirth: 'survey-date-of-birth' } as const;
const identityNames = { claimNumber: 'ClaimNumber', dateOfBirth: 'DateOfBirth' } as const;

export interface SurveyLoginFormProps {
  onSubmit: (values: SurveyLoginValues) => Promise<void>;
  /** A submit the form's own rules refused (the page drops an earlier server refusal then). */
  onInvalid?: () => void;
}

/**
 * Claim number in two boxes (2 then 5 digits, the focus moves on after two) and date of birth, no
 * future day (spec part 2 §2, §5). The messages are the contract's survey-login rules.
 */
export function SurveyLoginForm({ onSubmit, onInvalid }: SurveyLoginFormProps) {
  const schema = useMemo(() => createSurveyLoginFormSchema(), []);
  const { control, formState, handleSubmit } = useForm<SurveyLoginInput, unknown, SurveyLoginValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { ClaimNumber: '', DateOfBirth: '' },
  });
  const shows = (name: keyof typeof ids) => formState.isSubmitted || Boolean(formState.touchedFields[name]);
  const summary = formState.isSubmitted ? errorSummaryItems(formState.errors, ids) : [];
  const submit = handleSubmit(onSubmit, () => onInvalid?.());

  return (
    <form className="survey-login" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary items={summary} focusKey={formState.submitCount} />
      <ClaimIdentityFields
        control={control}
        names={identityNames}
        ids={{ claimNumber: ids.ClaimNumber, dateOfBirth: ids.DateOfBirth }}
        errorOf={(field) => formState.errors[identityNames[field]]?.message}
        isShown={(field) => shows(identityNames[field])}
        order="claimNumberFirst"
        maxDateOfBirth={todayText()}
      />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {labels.submit}
      </button>
    </form>
  );
}
