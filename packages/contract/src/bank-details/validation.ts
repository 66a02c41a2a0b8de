import { z } from 'zod/mini';
import { fieldMessages } from '../shared/field-messages.js';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NAME_MIN,
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
} from '../shared/limits.js';
import { characterCount, fieldTextSchema, stripSpaces } from '../shared/text.js';

const m = fieldMessages.bank;

/** Account name: trimmed, 1-100 characters (part 1 §5). */
export const accountNameSchema = fieldTextSchema(m.accountName).check(
  z.trim(),
  z.refine((v) => characterCount(v) >= ACCOUNT_NAME_MIN && characterCount(v) <= ACCOUNT_NAME_MAX, {
    error: m.accountName,
  }),
);

/** What a claimant may type for a BSB: 6 digits, optionally as NNN-NNN (spaces ignored). */
const BSB_INPUT_PATTERN = /^(\d{3})-?(\d{3})$/;
/** The wire form verifybsb expects: three digits, dash, three digits (part 1 §7). */
export const BSB_WIRE_PATTERN = /^\d{3}-\d{3}$/;

/** "123456" and "123-456" become "123-456"; anything else is returned unchanged. */
export function normaliseBsb(value: string): string {
  const match = BSB_INPUT_PATTERN.exec(stripSpaces(value));
  return match ? `${match[1]}-${match[2]}` : value;
}

export function isValidBsb(value: string): boolean {
  return BSB_INPUT_PATTERN.test(stripSpaces(value));
}

/** BSB: exactly 6 digits; parsed values come out as NNN-NNN for the wire (part 1 §5, §7). */
export const bsbSchema = fieldTextSchema(m.bsb).check(
  z.overwrite(normaliseBsb),
  z.regex(BSB_WIRE_PATTERN, {
    error: m.bsb,
  }),
);

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`);

/** Account number: 6-9 digits; spaces are ignored and removed (part 1 §5). */
export const accountNumberSchema = fieldTextSchema(m.accountNumber).check(
  z.overwrite(stripSpaces),
  z.regex(ACCOUNT_NUMBER_PATTERN, { error: m.accountNumber }),
);

/** Bank Account Details section (part 1 §5); Bsb leaves as NNN-NNN. BankName is read-only. */
export const bankDetailsFormSchema = z.object({
  BankName: z.optional(z.string()),
  AccountName: accountNameSchema,
  Bsb: bsbSchema,
  AccountNumber: accountNumberSchema,
});
export type BankDetailsForm = z.infer<typeof bankDetailsFormSchema>;
