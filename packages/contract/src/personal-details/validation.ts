import { z } from 'zod/mini';
import { fieldMessages } from '../shared/field-messages.js';
import { idItemSchema } from '../shared/common-schemas.js';
import {
  createDateOfBirthSchema,
  firstNameSchema,
  middleNameSchema,
  surnameSchema,
  type TodayOptions,
} from '../shared/identity.js';
import { REASON_MAX, REASON_MIN } from '../shared/limits.js';
import { characterCount } from '../shared/text.js';

const m = fieldMessages;

/** The UpdatePersonalReason item whose choice asks for free text (part 1 §5). */
export function isOtherItem(item: { Item: string } | null | undefined): boolean {
  return item?.Item.trim().toLowerCase() === 'other';
}

/**
 * Personal details (part 1 §2, §5). Reason is the chosen UpdatePersonalReason item (null until chosen)
 * so the rule can see whether it is Other; the wire carries its Id.
 */
export function createPersonalDetailsFormSchema(options: TodayOptions = {}) {
  return z
    .object({
      Title: z.string({ error: m.name.title }).check(z.minLength(1, { error: m.name.title })),
      FirstName: firstNameSchema,
      MiddleNames: z.optional(middleNameSchema),
      Surname: surnameSchema,
      DateOfBirth: createDateOfBirthSchema(options),
      Reason: z.optional(z.nullable(idItemSchema)),
      OtherReason: z.optional(z.string().check(z.trim())),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (!form.Reason) {
          ctx.addIssue({ code: 'custom', message: m.reason.required, path: ['Reason'] });
          return;
        }
        const length = characterCount(form.OtherReason ?? '');
        if (isOtherItem(form.Reason) && (length < REASON_MIN || length > REASON_MAX)) {
          ctx.addIssue({ code: 'custom', message: m.reason.other, path: ['OtherReason'] });
        }
      }),
    );
}
export const personalDetailsFormSchema = createPersonalDetailsFormSchema();
export type PersonalDetailsForm = z.infer<typeof personalDetailsFormSchema>;
