import { z } from 'zod/mini';
import { CLAIM_NUMBER_PATTERN, MIN_REGISTRATION_AGE, NAME_MAX, NAME_MIN } from './limits.js';
import { claimantErrors } from './errors.js';
import { fieldMessages } from './field-messages.js';
import { calendarToday, hasDateFormat, isAtLeastAge, parsePastDate, type TodayProvider } from './dates.js';
import { NAME_PATTERN, characterCount, fieldTextSchema } from './text.js';

const m = fieldMessages;

/** Options of the rules that compare with today (tests and the server inject it). */
export interface TodayOptions {
  readonly today?: TodayProvider;
}
const defaultToday: TodayProvider = () => calendarToday();

/** Names are trimmed, then 1-60 characters of the name pattern (part 1 §5). */
export function isValidName(value: string): boolean {
  const name = value.trim();
  const length = characterCount(name);
  return length >= NAME_MIN && length <= NAME_MAX && NAME_PATTERN.test(name);
}

/** A required name field; every failure shows the field's one message (part 1 §5). */
export function requiredNameSchema(message: string) {
  return fieldTextSchema(message).check(z.trim(), z.refine(isValidName, { error: message }));
}

/** An optional name field (middle names): empty, or a valid name. */
export function optionalNameSchema(message: string) {
  return fieldTextSchema(message).check(
    z.trim(),
    z.refine((v) => v === '' || isValidName(v), { error: message }),
  );
}

export const firstNameSchema = requiredNameSchema(m.name.firstName);
export const middleNameSchema = optionalNameSchema(m.name.middleName);
export const lastNameSchema = requiredNameSchema(m.name.lastName);
export const surnameSchema = requiredNameSchema(m.name.surname);

export interface DateOfBirthOptions extends TodayOptions {
  /** Message for text that is not dd/mm/yyyy; the survey uses the "valid" message for both (part 2 §5). */
  readonly formatMessage?: string;
  readonly invalidMessage?: string;
  /** Registration refuses people younger than this (part 1 §5). */
  readonly minimumAge?: number;
}

/**
 * Date of birth (part 1 §5): required, dd/mm/yyyy, a real calendar day in 1900-2100, not after today.
 * Empty or badly shaped text gets the format message; a shaped but impossible or future day the
 * "valid" message.
 */
export function createDateOfBirthSchema(options: DateOfBirthOptions = {}) {
  const today = options.today ?? defaultToday;
  const formatMessage = options.formatMessage ?? m.dateOfBirth.format;
  const invalidMessage = options.invalidMessage ?? m.dateOfBirth.invalid;
  return fieldTextSchema(formatMessage).check(
    z.superRefine((value, ctx) => {
      const text = value.trim();
      if (!hasDateFormat(text)) {
        ctx.addIssue({ code: 'custom', message: formatMessage });
        return;
      }
      const now = today();
      const date = parsePastDate(text, now);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return;
      }
      if (options.minimumAge !== undefined && !isAtLeastAge(date, options.minimumAge, now)) {
        ctx.addIssue({ code: 'custom', message: claimantErrors.registrationTooYoung.Message });
      }
    }),
  );
}

export const dateOfBirthSchema = createDateOfBirthSchema();
/** Registration also needs the claimant to be at least 16 (part 1 §5). */
export const createRegistrationDateOfBirthSchema = (options: TodayOptions = {}) =>
  createDateOfBirthSchema({ ...options, minimumAge: MIN_REGISTRATION_AGE });
/** Survey login: any invalid date of birth reads "Enter a valid Date of Birth" (part 2 §5). */
export const createSurveyDateOfBirthSchema = (options: TodayOptions = {}) =>
  createDateOfBirthSchema({ ...options, formatMessage: m.dateOfBirth.invalid });

/** Claim number typed in two boxes: 2 digits, then 5 digits (part 1 §5, part 2 §5). */
export const CLAIM_NUMBER_FIRST_PATTERN = /^\d{2}$/;
export const CLAIM_NUMBER_SECOND_PATTERN = /^\d{5}$/;

export const claimNumberPartsSchema = z.object({
  first: z
    .string({ error: m.claimNumber })
    .check(z.trim(), z.regex(CLAIM_NUMBER_FIRST_PATTERN, { error: m.claimNumber })),
  second: z
    .string({ error: m.claimNumber })
    .check(z.trim(), z.regex(CLAIM_NUMBER_SECOND_PATTERN, { error: m.claimNumber })),
});
export type ClaimNumberParts = z.infer<typeof claimNumberPartsSchema>;

/** The combined NN/NNNNN claim number the wire carries (TACNumber, ClaimNumber). */
export const claimNumberSchema = fieldTextSchema(m.claimNumber).check(
  z.trim(),
  z.regex(CLAIM_NUMBER_PATTERN, { error: m.claimNumber }),
);

export function joinClaimNumber(parts: ClaimNumberParts): string {
  return `${parts.first.trim()}/${parts.second.trim()}`;
}

/** Splits "12/34567" into its boxes; text without a slash goes wholly into the first box. */
export function splitClaimNumber(value: string): ClaimNumberParts {
  const slash = value.indexOf('/');
  if (slash < 0) return { first: value, second: '' };
  return { first: value.slice(0, slash), second: value.slice(slash + 1) };
}
