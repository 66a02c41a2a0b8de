import { z } from 'zod/mini';
import {
  acknowledgedResponseSchema,
  tokenBodySchema,
  tokenOnlyRequestSchema,
  wireFieldSchema,
  withKeyAlias,
} from '../shared/common-schemas.js';

/** Bank account details, their verification and the BSB lookup (part 1 §3, §7). */

const bankAccountDetailsObjectSchema = z.object({
  BankName: z.string(),
  AccountName: z.string(),
  Bsb: z.string(),
  AccountNumber: z.string(),
});
/** BankAccountDetails: BankName, AccountName, Bsb (the spec also spells it BSB; both accepted), AccountNumber. */
export const bankAccountDetailsSchema = withKeyAlias(bankAccountDetailsObjectSchema, 'Bsb', 'BSB');
export type BankAccountDetails = z.infer<typeof bankAccountDetailsSchema>;

/** POST /api/account/verifybankdetails: token only; marks bank details verified (ours: answers true). */
export const verifyBankDetailsRequestSchema = tokenOnlyRequestSchema;
export type VerifyBankDetailsRequest = z.infer<typeof verifyBankDetailsRequestSchema>;
export const verifyBankDetailsResponseSchema = acknowledgedResponseSchema;
export type VerifyBankDetailsResponse = z.infer<typeof verifyBankDetailsResponseSchema>;

/** POST /api/account/updatebankaccountdetails: bank form plus the secure token in AccessToken. */
export const updateBankAccountDetailsRequestSchema = withKeyAlias(
  z.extend(tokenBodySchema, {
    /** Read-only in the form (filled by verifybsb); the server looks it up again. */
    BankName: z.optional(wireFieldSchema),
    AccountName: wireFieldSchema,
    Bsb: wireFieldSchema,
    AccountNumber: wireFieldSchema,
  }),
  'Bsb',
  'BSB',
);
export type UpdateBankAccountDetailsRequest = z.infer<typeof updateBankAccountDetailsRequestSchema>;
export const updateBankAccountDetailsResponseSchema = acknowledgedResponseSchema;
export type UpdateBankAccountDetailsResponse = z.infer<typeof updateBankAccountDetailsResponseSchema>;

/** POST /api/account/verifybsb: BSB as NNN-NNN (field name not shown; ours: Bsb, BSB accepted). */
export const verifyBsbRequestSchema = withKeyAlias(
  z.extend(tokenBodySchema, { Bsb: wireFieldSchema }),
  'Bsb',
  'BSB',
);
export type VerifyBsbRequest = z.infer<typeof verifyBsbRequestSchema>;
/** BankName; empty text means unknown (part 1 §7). */
export const verifyBsbResponseSchema = z.object({ BankName: z.string() });
export type VerifyBsbResponse = z.infer<typeof verifyBsbResponseSchema>;
