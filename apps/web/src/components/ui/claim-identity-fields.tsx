import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ClaimNumberInput } from './claim-number-input';
import { DateInput } from './date-input';

/** The two fields by their role; each form names them its own way (registration: TACNumber). */
export type ClaimIdentityField = 'claimNumber' | 'dateOfBirth';

const labels: Record<ClaimIdentityField, string> = {
  claimNumber: 'Claim number',
  dateOfBirth: 'Date of birth',
}; // page copy

export interface ClaimIdentityFieldsProps<F extends FieldValues, V> {
  control: Control<F, unknown, V>;
  /** The form's names for the two fields. */
  names: Record<ClaimIdentityField, FieldPathByValue<F, string>>;
  /** Control ids (the error summary and the tests link to them). */
  ids: Record<ClaimIdentityField, string>;
  /** The message a field shows, and whether it shows it yet (left, or the form submitted). */
  errorOf: (field: ClaimIdentityField) => string | undefined;
  isShown: (field: ClaimIdentityField) => boolean;
  /** Registration and the forgot forms ask the date of birth first; the survey the claim number. */
  order: 'dateOfBirthFirst' | 'claimNumberFirst';
  /** The latest birth day allowed, dd/mm/yyyy, when the form states it (survey identification). */
  maxDateOfBirth?: string;
}

/**
 * The claim identity a claimant proves who they are with (spec part 1 §3, §5; part 2 §2 survey): the
 * claim number in its two boxes (the focus jumps after two digits, and Tab does not skip the second
 * box; claim-number-input.tsx) and the date of birth (dd/mm/yyyy, autocompleted as "bday"), bound to a
 * React Hook Form. Registration, forgot username and password, and survey identification share it;
 * the rules and messages stay each form's contract schema.
 */
export function ClaimIdentityFields<F extends FieldValues, V>({
  control,
  names,
  ids,
  errorOf,
  isShown,
  order,
  maxDateOfBirth,
}: ClaimIdentityFieldsProps<F, V>) {
  const claimNumber = (
    <Controller
      control={control}
      name={names.claimNumber}
      render={({ field }) => (
        <ClaimNumberInput
          id={ids.claimNumber}
          label={labels.claimNumber}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf('claimNumber')}
          isTouched={isShown('claimNumber')}
        />
      )}
    />
  );
  const dateOfBirth = (
    <Controller
      control={control}
      name={names.dateOfBirth}
      render={({ field }) => (
        <DateInput
          {...field}
          id={ids.dateOfBirth}
          label={labels.dateOfBirth}
          autoComplete="bday"
          {...(maxDateOfBirth === undefined ? {} : { max: maxDateOfBirth })}
          error={errorOf('dateOfBirth')}
          isTouched={isShown('dateOfBirth')}
        />
      )}
    />
  );
  return order === 'dateOfBirthFirst' ? (
    <>
      {dateOfBirth}
      {claimNumber}
    </>
  ) : (
    <>
      {claimNumber}
      {dateOfBirth}
    </>
  );
}
