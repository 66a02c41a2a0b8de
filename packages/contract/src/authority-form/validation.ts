import { z } from 'zod/mini';
import { authorityFormMessages } from './messages.js';

/** Authority form (part 2 §5): a signature is required. Signature is the drawn image as a data URL. */
export const authorityFormSchema = z.object({
  Signature: z
    .string({ error: authorityFormMessages.signatureRequired })
    .check(z.minLength(1, { error: authorityFormMessages.signatureRequired })),
});
export type AuthorityForm = z.infer<typeof authorityFormSchema>;
