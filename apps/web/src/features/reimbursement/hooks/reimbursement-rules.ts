import {
  PayOtherValue,
  RECEIPT_FIELD_LABELS,
  createHomeServicesReceiptSchema,
  createOtherReceiptSchema,
  createPharmacyReceiptSchema,
  decodeReceiptDescription,
  encodeReceiptDescription,
  messages,
  normaliseCurrency,
  receiptKindOf,
  reimbursementFormSchema,
  type FileRef,
  type IdItem,
  type ReceiptKind,
} from '@portal/contract';
import { firstMessagePerField } from '../../../lib/forms/field-messages';
import type { ReceiptsDraftValues, ReceiptsSubmission } from '../api/receipts-draft';

/**
 * The reimbursement form's rules as the web applies them (spec part 2 §5): the contract's form and
 * sub-form schemas decide every message; this file only maps the draft's shape onto them and back.
 */

/** A sub-form's fields by the contract's keys (date, description, provider, cost...). */
export type SubFormValues = Record<string, string>;

export type MainField =
  | 'PayOther'
  | 'PaymentName'
  | 'PaymentAddress'
  | 'PaymentEmail'
  | 'PaymentPhone'
  | 'PaymentRelationship'
  | 'BankAccName'
  | 'BankBSB'
  | 'BankAccNo'
  | 'DocumentType'
  | 'Documents'
  | 'Disclaimer';
export type SubFormField =
  | 'date'
  | 'description'
  | 'provider'
  | 'pharmacy'
  | 'cost'
  | 'duration'
  | 'serviceProvider'
  | 'serviceType'
  | 'amount'
  | 'notes';
export type ReimbursementField = MainField | SubFormField;
export type FieldErrors = Partial<Record<ReimbursementField, string>>;

/** The sub-form a receipt type opens, or none before a type is chosen. */
export function receiptKindFor(type: IdItem | null): ReceiptKind | null {
  return type ? receiptKindOf(type) : null;
}

/** The sub-form's fields read from the draft's Description (part 2 §3 label_KEY_value). */
export function readSubForm(
  values: Pick<ReceiptsDraftValues, 'DocumentType' | 'Description'>,
): SubFormValues {
  const kind = receiptKindFor(values.DocumentType);
  if (!kind) return {};
  return decodeReceiptDescription(kind, values.Description) as SubFormValues;
}

/** The Description text for a sub-form's fields; only the contract's encoder writes it. */
export function writeSubForm(kind: ReceiptKind, fields: SubFormValues): string {
  return encodeReceiptDescription(kind, fields);
}

/**
 * The draft with its amounts completed as on leaving their fields (part 2 §5; issue 28: "23.5" is
 * "$23.50"), for a Next pressed (or Enter) while the claimant is still in an amount field. The same
 * object when nothing changes.
 */
export function withCompletedAmounts(values: ReceiptsDraftValues): ReceiptsDraftValues {
  const kind = receiptKindFor(values.DocumentType);
  if (!kind) return values;
  const fields = readSubForm(values);
  const completed: SubFormValues = { ...fields };
  for (const field of ['cost', 'amount'] as const) {
    const typed = fields[field];
    if (typed !== undefined) completed[field] = normaliseCurrency(typed);
  }
  const description = writeSubForm(kind, completed);
  return description === values.Description ? values : { ...values, Description: description };
}

/** Fields that mean the same on two receipt kinds travel along when the claimant changes the type. */
const SAME_MEANING: Partial<Record<string, string>> = { provider: 'pharmacy', pharmacy: 'provider' };

/** The Description after a change of receipt type: shared fields kept, the others dropped. */
export function carrySubForm(description: string, from: IdItem | null, to: IdItem | null): string {
  const next = receiptKindFor(to);
  if (!next) return '';
  const previous = receiptKindFor(from);
  if (!previous) return '';
  const old = decodeReceiptDescription(previous, description) as SubFormValues;
  const fields: SubFormValues = {};
  for (const key of Object.keys(RECEIPT_FIELD_LABELS[next])) {
    const value = old[key] ?? old[SAME_MEANING[key] ?? ''];
    if (value !== undefined) fields[key] = value;
  }
  return writeSubForm(next, fields);
}

const subFormSchemas = {
  other: createOtherReceiptSchema(),
  pharmacy: createPharmacyReceiptSchema(),
  homeServices: createHomeServicesReceiptSchema(),
};

/** What the form knows beyond the draft: the files on their way, the disclaimer, the BSB lookup. */
export interface FormExtras {
  /** Stored files plus those still uploading (they count until they settle). */
  files: FileRef[];
  isDisclaimerTicked: boolean;
  /** The BSB directory's answer: an unknown BSB is invalid (part 1 §5). */
  bsbLookup: BsbLookup;
}

export type BsbLookup = { state: 'idle' | 'pending' | 'unknown' } | { state: 'known'; bankName: string };

/** The first message per field of the contract's reimbursement rules (part 2 §5, part 1 §5). */
export function errorsOf(values: ReceiptsDraftValues, extras: FormExtras): FieldErrors {
  const errors: FieldErrors = {};
  const main = reimbursementFormSchema.safeParse({
    ...values,
    Documents: extras.files,
    Disclaimer: extras.isDisclaimerTicked,
  });
  if (!main.success) firstMessagePerField<MainField>(main.error.issues, errors);
  // A BSB of the right shape is still invalid until the directory names its bank.
  if (
    values.PayOther === PayOtherValue.SomeoneElse &&
    !errors.BankBSB &&
    extras.bsbLookup.state === 'unknown'
  ) {
    errors.BankBSB = messages.fields.bank.bsb;
  }
  const kind = receiptKindFor(values.DocumentType);
  if (kind) {
    const sub = subFormSchemas[kind].safeParse(readSubForm(values));
    if (!sub.success) firstMessagePerField<SubFormField>(sub.error.issues, errors);
  }
  return errors;
}

/**
 * The submitreceipts body of a valid form (part 2 §7): the payee's details only when paying someone
 * else (BSB as NNN-NNN, spaces gone), "me" marked as the account's read-only bank details (the server
 * pays those, whatever a request carries), and the sub-form written again from its trimmed values.
 * Undefined when the form is not valid.
 */
export function submissionOf(values: ReceiptsDraftValues, files: FileRef[]): ReceiptsSubmission | undefined {
  const main = reimbursementFormSchema.safeParse({ ...values, Documents: files, Disclaimer: true });
  const kind = receiptKindFor(values.DocumentType);
  if (!main.success || !kind || !values.DocumentType) return undefined;
  const sub = subFormSchemas[kind].safeParse(readSubForm(values));
  if (!sub.success) return undefined;
  const form = main.data;
  // Every value goes trimmed (the date rule reads a trimmed date but hands back what was typed).
  const subForm = Object.fromEntries(
    Object.entries(sub.data as SubFormValues).map(([key, value]) => [key, value.trim()]),
  );
  const PayOther = form.PayOther ?? PayOtherValue.Me;
  const base = {
    DocumentType: values.DocumentType,
    Description: writeSubForm(kind, subForm),
    Documents: files,
    PayOther,
  };
  if (PayOther === PayOtherValue.SomeoneElse) {
    return {
      ...base,
      PaymentName: form.PaymentName,
      PaymentAddress: form.PaymentAddress,
      PaymentEmail: form.PaymentEmail,
      PaymentPhone: form.PaymentPhone,
      PaymentRelationship: form.PaymentRelationship,
      BankAccName: form.BankAccName.trim(),
      BankBSB: form.BankBSB,
      BankAccNo: form.BankAccNo.replace(/\s/g, ''),
      BankDetailsReadonly: false,
    };
  }
  return { ...base, BankDetailsReadonly: PayOther === PayOtherValue.Me };
}
