import { z } from 'zod/mini';
import { SUBFORM_AMOUNT_MAX } from '../limits.js';
import { messages } from '../messages.js';
import { CURRENCY_PATTERN } from './text.js';

export function isCurrencyAmount(value: string): boolean {
  return CURRENCY_PATTERN.test(value.trim());
}

/**
 * On leaving an amount field a $ prefix and .00 suffix are added if missing (part 2 §5):
 * "12" -> "$12.00", "$5" -> "$5.00", "7.50" -> "$7.50". Text that is not an amount is left unchanged,
 * so the claimant sees what they typed next to the error.
 */
export function normaliseCurrency(value: string): string {
  const text = value.trim();
  if (!CURRENCY_PATTERN.test(text)) return value;
  const digits = text.startsWith('$') ? text.slice(1) : text;
  return `$${digits.includes('.') ? digits : `${digits}.00`}`;
}

/** A required amount in the currency pattern, at most 50 characters (part 2 §5). */
export const currencyAmountSchema = z.string({ error: messages.reimbursement.subForm.amountRequired }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    if (value === '')
      ctx.addIssue({ code: 'custom', message: messages.reimbursement.subForm.amountRequired });
    else if (value.length > SUBFORM_AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: messages.reimbursement.subForm.amountMax });
    } else if (!CURRENCY_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: messages.fields.currency });
  }),
);
