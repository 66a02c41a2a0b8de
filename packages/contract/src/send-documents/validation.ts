import { z } from 'zod/mini';
import { sendDocumentsMessages } from './messages.js';
import { fileRefSchema, idItemSchema } from '../shared/common-schemas.js';
import { DOCUMENT_MESSAGE_MAX } from '../shared/limits.js';
import { characterCount } from '../shared/text.js';

/**
 * Form-level rules of part 2 (§5): contact us, send documents, survey login. Dropdown choices are the
 * picked item ({ Id, Item }, null until chosen) so the rules can see Other or Tax File Declaration;
 * the wire carries what the endpoint schema asks for.
 */

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
      const m = sendDocumentsMessages;
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
