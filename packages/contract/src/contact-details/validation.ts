import { z } from 'zod/mini';
import { type Address, addressSchema } from '../address/schemas.js';
import { contactDetailsTexts } from './messages.js';
import { fieldMessages } from '../shared/field-messages.js';
import { AREA_CODE_LENGTH, INTERNATIONAL_CODE, PHONE_NUMBER_LENGTH } from '../shared/limits.js';
import { fieldTextSchema, isEmail, MOBILE_PATTERN, stripSpaces } from '../shared/text.js';

const m = fieldMessages;

/** A required e-mail address, spaces stripped (part 1 §5). */
export const emailSchema = z
  .string({ error: m.email.invalid })
  .check(z.overwrite(stripSpaces), z.refine(isEmail, { error: m.email.invalid }));

/** An optional e-mail (retrieval and registration forms): empty, or a valid address. */
export const optionalEmailSchema = fieldTextSchema(m.email.invalid).check(
  z.overwrite(stripSpaces),
  z.refine((v) => v === '' || isEmail(v), { error: m.email.invalid }),
);

/**
 * The account's e-mail on My Details: the account must keep one, so emptying it reads "Email
 * Incorrect."; a malformed address reads "Enter a valid email address" (part 1 §5).
 */
export const accountEmailSchema = z.string({ error: m.email.incorrect }).check(
  z.overwrite(stripSpaces),
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: m.email.incorrect });
    else if (!isEmail(value)) ctx.addIssue({ code: 'custom', message: m.email.invalid });
  }),
);

export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(stripSpaces(value));
}

/** A required Australian mobile: 10 digits starting 04; spaces are ignored and removed (part 1 §5). */
export const mobileSchema = z
  .string({ error: m.mobile })
  .check(z.overwrite(stripSpaces), z.regex(MOBILE_PATTERN, { error: m.mobile }));

/** The mobile is optional on the account and retrieval forms: empty, or a valid mobile. */
export const optionalMobileSchema = fieldTextSchema(m.mobile).check(
  z.overwrite(stripSpaces),
  z.refine((v) => v === '' || MOBILE_PATTERN.test(v), { error: m.mobile }),
);

const AREA_CODE_PATTERN = new RegExp(`^\\d{${AREA_CODE_LENGTH}}$`);
const PHONE_NUMBER_PATTERN = new RegExp(`^\\d{${PHONE_NUMBER_LENGTH}}$`);

/**
 * Home/work phone (part 1 §5): optional as a whole, but once either box is filled the area code must
 * be 2 digits and the number 8 digits. The international code is fixed at 61.
 */
export const phoneSchema = z
  .object({
    IntlNumber: z.optional(z.literal(INTERNATIONAL_CODE)),
    AreaCode: fieldTextSchema(m.phone.areaCode).check(z.overwrite(stripSpaces)),
    Number: fieldTextSchema(m.phone.number).check(z.overwrite(stripSpaces)),
  })
  .check(
    z.superRefine((phone, ctx) => {
      if (phone.AreaCode === '' && phone.Number === '') return;
      if (!AREA_CODE_PATTERN.test(phone.AreaCode)) {
        ctx.addIssue({ code: 'custom', message: m.phone.areaCode, path: ['AreaCode'] });
      }
      if (!PHONE_NUMBER_PATTERN.test(phone.Number)) {
        ctx.addIssue({ code: 'custom', message: m.phone.number, path: ['Number'] });
      }
    }),
  );
export type PhoneValue = z.infer<typeof phoneSchema>;

/**
 * A delivery or PO box address cannot be a home address (part 1 §5). Our reading of "delivery
 * address": PO Box, GPO Box, Locked Bag, Private Bag, Parcel Locker, Care PO and Roadside Mail Box.
 */
const DELIVERY_ADDRESS_PATTERN =
  /\b(?:G\.?\s?P\.?\s?O\.?\s+Box|P\.?\s?O\.?\s+Box|Post\s+Office\s+Box|Locked\s+Bag|Private\s+Bag|Parcel\s+Locker|Care\s+P\.?\s?O\.?|Roadside\s+Mail\s+Box|RMB\s+\d)/i;

export function isDeliveryAddress(address: string): boolean {
  return DELIVERY_ADDRESS_PATTERN.test(address);
}

/** The picked address's line, or '' when nothing has been picked. */
function addressLine(address: Address | null | undefined): string {
  return address?.ExperianSingleSelectedLine.trim() ?? '';
}

/**
 * A home address (part 1 §5): an address must be picked (null until then), and a delivery or PO box
 * address is refused. My Details says "Home address required."; registration passes its own text.
 */
export function homeAddressSchema(requiredMessage: string = m.address.home) {
  return z.optional(z.nullable(addressSchema)).check(
    z.superRefine((address, ctx) => {
      const line = addressLine(address);
      if (line === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (isDeliveryAddress(line)) {
        ctx.addIssue({ code: 'custom', message: contactDetailsTexts.homeAddressPoBox });
      }
    }),
  );
}

/** A postal address field; whether it is required depends on "same as home" (requirePostalAddress). */
export const postalAddressSchema = z.optional(z.nullable(addressSchema));

/**
 * Adds the postal-address message unless the postal address is the same as home (part 1 §5);
 * for form-level refinements.
 */
export function requirePostalAddress(
  postal: Address | null | undefined,
  sameAsHome: boolean | undefined,
  ctx: z.core.$RefinementCtx,
  path: string,
  message: string = m.address.postal,
): void {
  if (sameAsHome === true) return;
  if (addressLine(postal) === '') ctx.addIssue({ code: 'custom', message, path: [path] });
}

/** Retrieval forms need at least one of mobile or e-mail (part 1 §5); the issue sits on MobileNumber. */
export function requireMobileOrEmail(
  value: { MobileNumber?: unknown; EmailAddress?: unknown },
  ctx: z.core.$RefinementCtx,
): void {
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!filled(value.MobileNumber) && !filled(value.EmailAddress)) {
    ctx.addIssue({ code: 'custom', message: m.mobileOrEmail, path: ['MobileNumber'] });
  }
}

/** Contact Details section (part 1 §5): phone, home address, postal address unless same as home. */
export const contactDetailsFormSchema = z
  .object({
    PhoneNumber: phoneSchema,
    HomeAddressForDB: homeAddressSchema(),
    PostalAddressForDB: postalAddressSchema,
    AreAddressesSame: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, ctx) => {
      requirePostalAddress(form.PostalAddressForDB, form.AreAddressesSame, ctx, 'PostalAddressForDB');
    }),
  );
export type ContactDetailsForm = z.infer<typeof contactDetailsFormSchema>;

/** Email Address section: the account must keep an e-mail (part 1 §5). */
export const emailAddressFormSchema = z.object({ EmailAddress: accountEmailSchema });
export type EmailAddressForm = z.infer<typeof emailAddressFormSchema>;

/** Mobile Number section: the mobile is optional on the account (part 1 §5). */
export const mobileNumberFormSchema = z.object({ MobileNumber: optionalMobileSchema });
export type MobileNumberForm = z.infer<typeof mobileNumberFormSchema>;
