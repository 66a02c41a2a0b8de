import { z } from 'zod/mini';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REASON_MAX,
  CONTACT_REASON_MIN,
  DOCUMENT_MESSAGE_MAX,
} from '../limits.js';
import { messages } from '../messages.js';
import { fileRefSchema, idItemSchema } from '../schemas/common.js';
import { isOtherItem } from './account-forms.js';
import { claimNumberSchema, createSurveyDateOfBirthSchema, type TodayOptions } from './identity.js';
import { characterCount } from './text.js';

/**
 * Form-level rules of part 2 (§5): contact us, send documents, survey login. Dropdown choices are the
 * picked item ({ Id, Item }, null until chosen) so the rules can see Other or Tax File Declaration;
 * the wire carries what the endpoint schema asks for.
 */

/**
 * Contact us (part 2 §5): category required; message required, at most 950 characters (RESOLUTIONS.md);
 * for Other a reason of 1-25 characters in CustomCategory.
 */
export const contactUsFormSchema = z
  .object({
    Category: z.optional(z.nullable(idItemSchema)),
    Message: z.string({ error: messages.contactUs.messageRequired }).check(z.trim()),
    CustomCategory: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.Category)
        ctx.addIssue({ code: 'custom', message: messages.contactUs.enquiryType, path: ['Category'] });
      if (form.Message === '') {
        ctx.addIssue({ code: 'custom', message: messages.contactUs.messageRequired, path: ['Message'] });
      } else if (characterCount(form.Message) > CONTACT_MESSAGE_MAX) {
        ctx.addIssue({ code: 'custom', message: messages.contactUs.messageMax, path: ['Message'] });
      }
      const reason = characterCount(form.CustomCategory ?? '');
      if (isOtherItem(form.Category) && (reason < CONTACT_REASON_MIN || reason > CONTACT_REASON_MAX)) {
        ctx.addIssue({ code: 'custom', message: messages.contactUs.reason, path: ['CustomCategory'] });
      }
    }),
  );
export type ContactUsForm = z.infer<typeof contactUsFormSchema>;

/** Choosing Tax File Declaration Form removes the message box (part 2 §2). */
export function isTaxFileDeclaration(item: { Item: string } | null | undefined): boolean {
  return /tax\s*file\s*declaration/i.test(item?.Item ?? '');
}

/** The Reimbursement document type points to the reimbursement form instead (part 2 §2). */
export function isReimbursementItem(item: { Item: string } | null | undefined): boolean {
  return item?.Item.trim().toLowerCase() === 'reimbursement';
}

/**
 * Send documents (part 2 §5): type required; message required up to 1000 characters except for the
 * tax file declaration; at least one file; the authorisation box ticked.
 */
export const sendDocumentsFormSchema = z
  .object({
    DocumentType: z.optional(z.nullable(idItemSchema)),
    Description: z._default(z.string().check(z.trim()), ''),
    Documents: z._default(z.array(fileRefSchema), []),
    Authorised: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, ctx) => {
      const m = messages.sendDocuments;
      if (!form.DocumentType)
        ctx.addIssue({ code: 'custom', message: m.documentType, path: ['DocumentType'] });
      if (!isTaxFileDeclaration(form.DocumentType)) {
        if (form.Description === '')
          ctx.addIssue({ code: 'custom', message: m.messageRequired, path: ['Description'] });
        else if (characterCount(form.Description) > DOCUMENT_MESSAGE_MAX) {
          ctx.addIssue({ code: 'custom', message: m.messageMax, path: ['Description'] });
        }
      }
      if (form.Documents.length === 0)
        ctx.addIssue({ code: 'custom', message: m.fileRequired, path: ['Documents'] });
      if (!form.Authorised) ctx.addIssue({ code: 'custom', message: m.authorisation, path: ['Authorised'] });
    }),
  );
export type SendDocumentsForm = z.infer<typeof sendDocumentsFormSchema>;

/** Survey login (part 2 §5): ClaimNumber NN/NNNNN from the two boxes; a valid, not future date of birth. */
export function createSurveyLoginFormSchema(options: TodayOptions = {}) {
  return z.object({ ClaimNumber: claimNumberSchema, DateOfBirth: createSurveyDateOfBirthSchema(options) });
}
export const surveyLoginFormSchema = createSurveyLoginFormSchema();
export type SurveyLoginForm = z.infer<typeof surveyLoginFormSchema>;

/** Authority form (part 2 §5): a signature is required. Signature is the drawn image as a data URL. */
export const authorityFormSchema = z.object({
  Signature: z
    .string({ error: messages.authorityForm.signatureRequired })
    .check(z.minLength(1, { error: messages.authorityForm.signatureRequired })),
});
export type AuthorityForm = z.infer<typeof authorityFormSchema>;

/**
 * Survey submit is enabled only when every question is answered (part 2 §5). An answer must be one of
 * the question's own options, so a stale draft answer does not count.
 */
export function areAllQuestionsAnswered(
  questions: readonly {
    Answers: readonly { Value: string }[];
    CurrentAnswer: { Value: string } | null | undefined;
  }[],
): boolean {
  return questions.every(
    (q) => q.CurrentAnswer != null && q.Answers.some((answer) => answer.Value === q.CurrentAnswer?.Value),
  );
}
