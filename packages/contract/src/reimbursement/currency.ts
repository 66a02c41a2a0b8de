import { z } from 'zod/mini';
import { SUBFORM_AMOUNT_MAX } from '../shared/limits.js';
import { reimbursementMessages } from './messages.js';
import { fieldMessages } from '../shared/field-messages.js';
import { CURRENCY_PATTERN } from '../shared/text.js';

export function isCurrencyAmount(value: string): boolean {
  return CURRENCY_PATTERN.test(value.trim());
}

/** What a claimant may type for an amount before it is completed: one decimal means tens of cents. */
const TYPED_AMOUNT_PATTERN = /^\$?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * On leaving an amount field a $ prefix and .00 suffix are added if missing (part 2 §5):
 * "12" -> "$12.00", "$5" -> "$5.00", "7.50" -> "$7.50". A claimant who types one decimal means cents
 * (issue 28): "23.5" -> "$23.50", which the currency pattern then accepts. Text that is not an amount
 * is left unchanged, so the claimant sees what they typed next to the error.
 */
export function normaliseCurrency(value: string): string {
  const match = TYPED_AMOUNT_PATTERN.exec(value.trim());
  if (!match) return value;
  const [, dollars, cents = ''] = match;
  return `$${dollars}.${cents.padEnd(2, '0')}`;
}

/** A required amount in the currency pattern, at most 50 characters (part 2 §5). */
export const currencyAmountSchema = z.string({ error: reimbursementMessages.subForm.amountRequired }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: reimbursementMessages.subForm.amountRequired });
    else if (value.length > SUBFORM_AMOUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: reimbursementMessages.subForm.amountMax });
    } else if (!CURRENCY_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: fieldMessages.currency });
  }),
);
