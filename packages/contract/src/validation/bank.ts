import { z } from 'zod/mini';
import { ACCOUNT_NAME_MAX, ACCOUNT_NAME_MIN, ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN } from '../limits.js';
import { messages } from '../messages.js';
import { characterCount, stripSpaces } from './text.js';

const m = messages.fields.bank;

/** Account name: trimmed, 1-100 characters (part 1 §5). */
export const accountNameSchema = z.string({ error: m.accountName }).check(
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
export const bsbSchema = z.string({ error: m.bsb }).check(
  z.overwrite(normaliseBsb),
  z.regex(BSB_WIRE_PATTERN, {
    error: m.bsb,
  }),
);

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`);

/** Account number: 6-9 digits; spaces are ignored and removed (part 1 §5). */
export const accountNumberSchema = z
  .string({ error: m.accountNumber })
  .check(z.overwrite(stripSpaces), z.regex(ACCOUNT_NUMBER_PATTERN, { error: m.accountNumber }));
