import { z } from 'zod/mini';
import { fieldMessages } from '../shared/field-messages.js';
import { ACCESS_CODE_LENGTH } from '../shared/limits.js';

const m = fieldMessages;

export const ACCESS_CODE_PATTERN = new RegExp(`^\\d{${ACCESS_CODE_LENGTH}}$`);

/** Access code: required, exactly 4 digits (part 1 §5). */
export const accessCodeSchema = z
  .string({ error: m.accessCode })
  .check(z.trim(), z.regex(ACCESS_CODE_PATTERN, { error: m.accessCode }));

export const accessCodeFormSchema = z.object({ SecurityCode: accessCodeSchema });
export type AccessCodeForm = z.infer<typeof accessCodeFormSchema>;
