import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { calendarToday, formatDate } from '@portal/contract';
import { FormField } from './form-field';

export interface DateInputProps {
  label: ReactNode;
  /** The typed text, dd/mm/yyyy (the wire's date format). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
  isTouched?: boolean;
  /** Latest day allowed, dd/mm/yyyy; today by default, so tomorrow onward is refused (part 1 §5). */
  max?: string;
  autoComplete?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export const DATE_INPUT_HINT = 'For example, 27/03/1985'; // page copy

/** Keeps only what a dd/mm/yyyy date can hold: digits and slashes, at most 10 characters. */
export function cleanDateText(text: string): string {
  return text.replace(/[^\d/]/g, '').slice(0, 10);
}

/** Today in Australia/Melbourne as dd/mm/yyyy, the default `max`. */
export function todayText(): string {
  return formatDate(calendarToday());
}

/**
 * A date typed as dd/mm/yyyy in one text box (spec part 1 §5; GOV.UK date input). Letters cannot be
 * typed; the form's contract rule decides the message (format, valid date, no future dates), and
 * `max` tells assistive technology and the rule's reader which day is the last allowed.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  hint = DATE_INPUT_HINT,
  error,
  isTouched,
  max,
  autoComplete,
  disabled,
  ref,
}: DateInputProps) {
  return (
    <FormField label={label} hint={hint} error={error} isTouched={isTouched} id={id}>
      {({ showError: _showError, ...control }) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          autoComplete={autoComplete}
          disabled={disabled}
          data-max={max ?? todayText()}
          className="field__input field__input--date"
          value={value}
          onChange={(event) => onChange(cleanDateText(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
