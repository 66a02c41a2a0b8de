import { z } from 'zod/mini';
import { contactUsMessages } from './messages.js';
import { isOtherItem } from '../personal-details/validation.js';
import { idItemSchema } from '../shared/common-schemas.js';
import { CONTACT_MESSAGE_MAX, CONTACT_REASON_MAX, CONTACT_REASON_MIN } from '../shared/limits.js';
import { characterCount } from '../shared/text.js';

/**
 * Contact us (part 2 §5): category required; message required, at most 950 characters (RESOLUTIONS.md);
 * for Other a reason of 1-25 characters in CustomCategory.
 */
export const contactUsFormSchema = z
  .object({
    Category: z.optional(z.nullable(idItemSchema)),
    Message: z.string({ error: contactUsMessages.messageRequired }).check(z.trim()),
    CustomCategory: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.Category)
        ctx.addIssue({ code: 'custom', message: contactUsMessages.enquiryType, path: ['Category'] });
      if (form.Message === '') {
        ctx.addIssue({ code: 'custom', message: contactUsMessages.messageRequired, path: ['Message'] });
      } else if (characterCount(form.Message) > CONTACT_MESSAGE_MAX) {
        ctx.addIssue({ code: 'custom', message: contactUsMessages.messageMax, path: ['Message'] });
      }
      const reason = characterCount(form.CustomCategory ?? '');
      if (isOtherItem(form.Category) && (reason < CONTACT_REASON_MIN || reason > CONTACT_REASON_MAX)) {
        ctx.addIssue({ code: 'custom', message: contactUsMessages.reason, path: ['CustomCategory'] });
      }
    }),
  );
export type ContactUsForm = z.infer<typeof contactUsFormSchema>;
