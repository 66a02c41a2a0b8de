import { z } from 'zod/mini';
import {
  HOME_SERVICE_TYPES,
  HOME_SERVICES_DURATION_MAX,
  HOME_SERVICES_NOTES_MAX,
  HOME_SERVICES_PROVIDER_MAX,
  SUBFORM_DESCRIPTION_MAX,
  SUBFORM_PROVIDER_MAX,
} from '../shared/limits.js';
import { reimbursementMessages } from './messages.js';
import { fileRefSchema, idItemSchema } from '../shared/common-schemas.js';
import {
  accountNameSchema,
  accountNumberSchema,
  bsbSchema,
  normaliseBsb,
} from '../bank-details/validation.js';
import { emailSchema } from '../contact-details/validation.js';
import { currencyAmountSchema } from './currency.js';
import { calendarToday, hasDateFormat, isFutureDate, parseDate, isWithinYearRange } from '../shared/dates.js';
import type { TodayOptions } from '../shared/identity.js';
import { NAME_PATTERN, characterCount } from '../shared/text.js';

/** Reimbursement form rules (part 2 §5). Sub-form keys are ours; they become the label_KEY_value text. */
const m = reimbursementMessages;
const sub = m.subForm;

function addFirstIssue(
  schema: z.ZodMiniType,
  value: unknown,
  ctx: z.core.$RefinementCtx,
  path: string,
): void {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
}

/** Receipt or service date: required dd/mm/yyyy, a real day in 1900-2100, not later than today. */
export function createReceiptDateSchema(options: TodayOptions = {}) {
  const today = options.today ?? (() => calendarToday());
  return z.string({ error: sub.dateRequired }).check(
    z.superRefine((value, ctx) => {
      const date = hasDateFormat(value.trim()) ? parseDate(value.trim()) : undefined;
      if (!date || !isWithinYearRange(date)) ctx.addIssue({ code: 'custom', message: sub.dateRequired });
      else if (isFutureDate(date, today())) ctx.addIssue({ code: 'custom', message: sub.dateFuture });
    }),
  );
}

/** Text of at most `max` characters, trimmed, optionally required. */
function limitedText(max: number, maxMessage: string, requiredMessage?: string) {
  return z.string({ error: requiredMessage ?? maxMessage }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (requiredMessage !== undefined && value === '')
        ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (characterCount(value) > max) ctx.addIssue({ code: 'custom', message: maxMessage });
    }),
  );
}

/** Other receipts: date of purchase, description, provider, cost. */
export function createOtherReceiptSchema(options: TodayOptions = {}) {
  return z.object({
    date: createReceiptDateSchema(options),
    description: z._default(limitedText(SUBFORM_DESCRIPTION_MAX, sub.descriptionMax), ''),
    provider: limitedText(SUBFORM_PROVIDER_MAX, sub.providerMax, sub.providerRequired),
    cost: currencyAmountSchema,
  });
}

/** Pharmacy receipts: date of purchase, description, pharmacy, cost. */
export function createPharmacyReceiptSchema(options: TodayOptions = {}) {
  return z.object({
    date: createReceiptDateSchema(options),
    description: z._default(limitedText(SUBFORM_DESCRIPTION_MAX, sub.descriptionMax), ''),
    pharmacy: limitedText(SUBFORM_PROVIDER_MAX, sub.providerMax, sub.providerRequired),
    cost: currencyAmountSchema,
  });
}

/**
 * Home services: date, duration (max 50), service provider (max 100, name pattern), type of service
 * (Childcare, Cleaning, Gardening, Other), amount (our reading: the same currency rule), notes (max 1000).
 */
export function createHomeServicesReceiptSchema(options: TodayOptions = {}) {
  return z.object({
    date: createReceiptDateSchema(options),
    duration: limitedText(HOME_SERVICES_DURATION_MAX, sub.durationMax, sub.durationRequired),
    serviceProvider: z.string({ error: sub.serviceProviderRequired }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: sub.serviceProviderRequired });
        else if (characterCount(value) > HOME_SERVICES_PROVIDER_MAX || !NAME_PATTERN.test(value)) {
          ctx.addIssue({ code: 'custom', message: sub.serviceProviderInvalid });
        }
      }),
    ),
    serviceType: z.enum(HOME_SERVICE_TYPES, { error: sub.serviceTypeRequired }),
    amount: currencyAmountSchema,
    notes: z._default(limitedText(HOME_SERVICES_NOTES_MAX, sub.notesMax), ''),
  });
}

export const otherReceiptSchema = createOtherReceiptSchema();
export const pharmacyReceiptSchema = createPharmacyReceiptSchema();
export const homeServicesReceiptSchema = createHomeServicesReceiptSchema();
export type OtherReceipt = z.infer<typeof otherReceiptSchema>;
export type PharmacyReceipt = z.infer<typeof pharmacyReceiptSchema>;
export type HomeServicesReceipt = z.infer<typeof homeServicesReceiptSchema>;

export type ReceiptKind = 'other' | 'pharmacy' | 'homeServices';

/** Which sub-form a ReceiptTypes item opens; anything not pharmacy or home services uses Other. */
export function receiptKindOf(item: { Item: string }): ReceiptKind {
  const label = item.Item.trim().toLowerCase();
  if (label.includes('pharmacy')) return 'pharmacy';
  if (label.includes('home')) return 'homeServices';
  return 'other';
}

/** Who to pay (part 2 §3): 0 = me, 1 = someone else, 2 = pay my provider. */
export const PayOtherValue = { Me: 0, SomeoneElse: 1, Provider: 2 } as const;

/** Our phone pattern for "pay someone else" (optional): 8-15 digits with spaces, +, brackets or dashes. */
const PAYMENT_PHONE_PATTERN = /^\+?[\d\s()-]{8,20}$/;

/**
 * The main reimbursement form (part 2 §5): who to pay, receipt type, the payee's details when paying
 * someone else, exactly one receipt file and the disclaimer. BankBSB leaves as NNN-NNN.
 */
export const reimbursementFormSchema = z.pipe(
  z
    .object({
      PayOther: z.optional(z.nullable(z.union([z.literal(0), z.literal(1), z.literal(2)]))),
      DocumentType: z.optional(z.nullable(idItemSchema)),
      PaymentName: z._default(z.string().check(z.trim()), ''),
      PaymentAddress: z._default(z.string().check(z.trim()), ''),
      PaymentEmail: z._default(z.string().check(z.trim()), ''),
      PaymentPhone: z._default(z.string().check(z.trim()), ''),
      PaymentRelationship: z._default(z.string().check(z.trim()), ''),
      BankAccName: z._default(z.string(), ''),
      BankBSB: z._default(z.string(), ''),
      BankAccNo: z._default(z.string(), ''),
      Documents: z._default(z.array(fileRefSchema), []),
      Disclaimer: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((form, ctx) => {
        const add = (message: string, path: string) =>
          ctx.addIssue({ code: 'custom', message, path: [path] });
        if (form.PayOther === null || form.PayOther === undefined) add(m.payee, 'PayOther');
        if (!form.DocumentType) add(m.receiptType, 'DocumentType');
        if (form.PayOther === PayOtherValue.SomeoneElse) {
          if (form.PaymentName === '') add(m.payOthers.name, 'PaymentName');
          if (form.PaymentAddress === '') add(m.payOthers.address, 'PaymentAddress');
          if (form.PaymentEmail === '') add(m.payOthers.email, 'PaymentEmail');
          else addFirstIssue(emailSchema, form.PaymentEmail, ctx, 'PaymentEmail');
          if (form.PaymentRelationship === '') add(m.payOthers.relationship, 'PaymentRelationship');
          if (form.PaymentPhone !== '' && !PAYMENT_PHONE_PATTERN.test(form.PaymentPhone)) {
            add(m.payOthers.phone, 'PaymentPhone');
          }
          addFirstIssue(accountNameSchema, form.BankAccName, ctx, 'BankAccName');
          addFirstIssue(bsbSchema, form.BankBSB, ctx, 'BankBSB');
          addFirstIssue(accountNumberSchema, form.BankAccNo, ctx, 'BankAccNo');
        }
        if (form.Documents.length === 0) add(m.receiptRequired, 'Documents');
        else if (form.Documents.length > 1) add(m.oneReceiptOnly, 'Documents');
        if (!form.Disclaimer) add(m.disclaimer, 'Disclaimer');
      }),
    ),
  z.transform((form) => ({ ...form, BankBSB: normaliseBsb(form.BankBSB) })),
);
export type ReimbursementForm = z.output<typeof reimbursementFormSchema>;
