import { z } from 'zod/mini';
import { addressSchema } from '../../address/schemas.js';
import { accountNameSchema, accountNumberSchema, bsbSchema } from '../../bank-details/validation.js';
import {
  isDeliveryAddress,
  optionalEmailSchema,
  optionalMobileSchema,
  phoneSchema,
} from '../../contact-details/validation.js';
import { parsePastDate } from '../../shared/dates.js';
import { fieldTextSchema } from '../../shared/text.js';
import {
  claimNumberSchema,
  dateOfBirthSchema,
  firstNameSchema,
  middleNameSchema,
  surnameSchema,
} from '../../shared/identity.js';
import { messages } from '../../messages.js';

/**
 * The provider's claimant records (issue 5 "The provider's interface": create or update claimants and
 * their claims). Field names are PascalCase like the claimant API; every rule is the claimant
 * contract's own (names, dd/mm/yyyy dates, e-mail, mobile, phone, BSB, account number, addresses).
 */

/** The provider's own reference for a person (claimants.external_ref). */
export const EXTERNAL_REF_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const providerClaimantText = {
  externalRef: 'A claimant reference is 1-64 letters, digits, dots, dashes or underscores', // ours
  dateOfAccident: 'Enter a valid date of accident in dd/mm/yyyy format', // ours
  title: 'A title is 1-20 characters', // ours
  location: 'A location is at most 200 characters', // ours
  bankIncomplete: 'Give BankAccountName, BSB and AccountNumber together, or none of them', // ours
  homeAddressPoBox: messages.registration.homeAddressPoBox,
} as const;

export const CLAIM_LOCATION_MAX = 200;
export const TITLE_MAX = 20;

export const EXTERNAL_REF_MAX = 64;
export const externalRefSchema = z
  .string({ error: providerClaimantText.externalRef })
  .check(
    z.maxLength(EXTERNAL_REF_MAX, { error: providerClaimantText.externalRef, abort: true }),
    z.regex(EXTERNAL_REF_PATTERN, { error: providerClaimantText.externalRef }),
  );

export const providerClaimantParamsSchema = z.object({ externalRef: externalRefSchema });
export type ProviderClaimantParams = z.infer<typeof providerClaimantParamsSchema>;

/** A date of accident: dd/mm/yyyy, a real day in 1900-2100, not in the future. */
export const dateOfAccidentSchema = fieldTextSchema(providerClaimantText.dateOfAccident).check(
  z.trim(),
  z.refine((text) => parsePastDate(text) !== undefined, { error: providerClaimantText.dateOfAccident }),
);

export const providerClaimSchema = z.object({
  Number: claimNumberSchema,
  DateOfAccident: dateOfAccidentSchema,
  Location: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(CLAIM_LOCATION_MAX, { error: providerClaimantText.location })),
    ),
  ),
});
export type ProviderClaim = z.infer<typeof providerClaimSchema>;

/** A home address must not be a PO box or other delivery address (part 1 §5). */
const homeAddressSchema = addressSchema.check(
  z.refine((a) => !isDeliveryAddress(a.ExperianSingleSelectedLine), {
    error: providerClaimantText.homeAddressPoBox,
  }),
);

/**
 * PUT /provider/v1/claimants/:externalRef. Identity is required (it is what registration matches).
 * Every other field: absent keeps what is stored (a claimant may have changed it in the portal),
 * null (or '' for text) clears it. PostalAddress null means "same as home".
 * Claims listed are linked (created when new); claims not listed stay linked unless ReplaceClaims.
 */
export const putProviderClaimantBodySchema = z
  .object({
    Title: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, { error: providerClaimantText.title }),
            z.maxLength(TITLE_MAX, { error: providerClaimantText.title }),
          ),
      ),
    ),
    FirstName: firstNameSchema,
    MiddleNames: z.optional(z.nullable(middleNameSchema)),
    Surname: surnameSchema,
    DateOfBirth: dateOfBirthSchema,
    Email: z.optional(z.nullable(optionalEmailSchema)),
    Mobile: z.optional(z.nullable(optionalMobileSchema)),
    Phone: z.optional(z.nullable(phoneSchema)),
    HomeAddress: z.optional(z.nullable(homeAddressSchema)),
    PostalAddress: z.optional(z.nullable(addressSchema)),
    BankAccountName: z.optional(z.nullable(accountNameSchema)),
    BSB: z.optional(z.nullable(bsbSchema)),
    AccountNumber: z.optional(z.nullable(accountNumberSchema)),
    BankDetailsCanEdit: z.optional(z.boolean()),
    IsStateTrustee: z.optional(z.boolean()),
    EmailEditDisabled: z.optional(z.boolean()),
    MobileEditDisabled: z.optional(z.boolean()),
    Claims: z.optional(z.array(providerClaimSchema).check(z.maxLength(100))),
    /** true: claims of this claimant not listed in Claims are unlinked (the claims themselves stay). */
    ReplaceClaims: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((body, ctx) => {
      const bank = [body.BankAccountName, body.BSB, body.AccountNumber];
      const given = bank.filter((value) => value !== undefined && value !== null).length;
      const absent = bank.filter((value) => value === undefined).length;
      // All three set, all three cleared (null), or all three left out.
      if (!(given === 3 || absent === 3 || (given === 0 && absent === 0))) {
        ctx.addIssue({ code: 'custom', message: providerClaimantText.bankIncomplete, path: ['BSB'] });
      }
    }),
  );
export type PutProviderClaimantBody = z.input<typeof putProviderClaimantBodySchema>;
export type PutProviderClaimant = z.output<typeof putProviderClaimantBodySchema>;

export const providerPhoneSchema = z.object({ AreaCode: z.string(), Number: z.string() });

/** The portal account of a claimant, when they registered (never its password). */
export const providerClaimantAccountSchema = z.object({
  Username: z.string(),
  Activated: z.boolean(),
  ActivatedAt: z.nullable(z.string()),
  CreatedAt: z.string(),
});

/**
 * The stored record, as PUT answers it and GET reads it. The bank account number is given in full:
 * the provider pays into it and a claimant may have changed it in the portal (audit entries mask it).
 */
export const providerClaimantSchema = z.object({
  ClaimantRef: z.string(),
  Title: z.nullable(z.string()),
  FirstName: z.string(),
  MiddleNames: z.nullable(z.string()),
  Surname: z.string(),
  DateOfBirth: z.string(),
  Email: z.nullable(z.string()),
  Mobile: z.nullable(z.string()),
  Phone: z.nullable(providerPhoneSchema),
  HomeAddress: z.nullable(addressSchema),
  PostalAddress: z.nullable(addressSchema),
  AddressesSame: z.boolean(),
  BankName: z.nullable(z.string()),
  BankAccountName: z.nullable(z.string()),
  BSB: z.nullable(z.string()),
  AccountNumber: z.nullable(z.string()),
  BankDetailsVerified: z.boolean(),
  BankDetailsCanEdit: z.boolean(),
  IsStateTrustee: z.boolean(),
  EmailEditDisabled: z.boolean(),
  MobileEditDisabled: z.boolean(),
  Preferences: z.object({ SMS: z.boolean(), Email: z.boolean() }),
  Claims: z.array(
    z.object({ Number: z.string(), DateOfAccident: z.string(), Location: z.nullable(z.string()) }),
  ),
  Account: z.nullable(providerClaimantAccountSchema),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ProviderClaimant = z.infer<typeof providerClaimantSchema>;
