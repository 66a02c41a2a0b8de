import {
  type IdItem,
  PayOtherValue,
  type SubmitReceiptsRequest,
  calendarDateOf,
  createHomeServicesReceiptSchema,
  createOtherReceiptSchema,
  createPharmacyReceiptSchema,
  decodeDescriptionPairs,
  decodeReceiptDescription,
  formatMessage,
  messages,
  receiptKindOf,
  reimbursementFormSchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findClaimantById } from '../claimant/claimant.service.js';
import { verifyBsb } from '../bank-details/bank-details.service.js';
import { structuredReceipt } from './receipt-fields.js';
import { duplicateWarningOf, findDuplicateReceipt } from './duplicate-receipts.js';
import {
  type DraftFields,
  type FormKind,
  type SubmitContext,
  idItemOrNull,
} from '../claimant-submissions/index.js';
import {
  type ProtectionSettings,
  bankChangeInCoolingOff,
  reimbursementFlags,
} from './reimbursement-flags.js';
import { findListItem } from '../dropdown/dropdown.service.js';

const m = messages.reimbursement;
const payee = messages.reimbursementPayee;

/** The payment fields a receipts draft keeps besides type and description (part 2 §3). */
const PAYMENT_FIELDS = [
  'PayOther',
  'PaymentName',
  'PaymentAddress',
  'PaymentEmail',
  'PaymentPhone',
  'PaymentRelationship',
  'BankAccName',
  'BankBSB',
  'BankAccNo',
  'BankDetailsReadonly',
] as const;

/** The first broken rule of a schema as the catalogue's validation refusal with the rule's own text. */
function firstIssue(result: z.util.SafeParseResult<unknown>): AppError | null {
  if (result.success) return null;
  return new AppError('invalidRequest', { message: result.error.issues[0]?.message });
}

/** The sub-form of the receipt's kind, read from Description and checked with the contract's rules. */
function checkSubForm(documentType: IdItem, description: string, now: Date) {
  const kind = receiptKindOf(documentType);
  const options = { today: () => calendarDateOf(now) };
  const schema =
    kind === 'pharmacy'
      ? createPharmacyReceiptSchema(options)
      : kind === 'homeServices'
        ? createHomeServicesReceiptSchema(options)
        : createOtherReceiptSchema(options);
  const refusal = firstIssue(schema.safeParse(decodeReceiptDescription(kind, description)));
  if (refusal) throw refusal;
  return structuredReceipt(kind, description);
}

interface Payee {
  kind: 'me' | 'someoneElse' | 'provider';
  name: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  bank: { accountName: string; bsb: string; accountNumber: string; bankName: string } | null;
}

/** "Me" is always paid into the bank details on the claimant's record, whatever the request carries. */
async function storedBankPayee(db: Kysely<Database>, claimantId: string): Promise<Payee> {
  const claimant = await findClaimantById(db, claimantId);
  if (!claimant?.bank_account_number || !claimant.bank_bsb) {
    throw new AppError('invalidRequest', { message: m.bankDetailsNotFound });
  }
  return {
    kind: 'me',
    name: null,
    address: null,
    email: null,
    phone: null,
    relationship: null,
    bank: {
      accountName: claimant.bank_account_name ?? '',
      bsb: claimant.bank_bsb,
      accountNumber: claimant.bank_account_number,
      bankName: claimant.bank_name ?? '',
    },
  };
}

type CheckedForm = z.output<typeof reimbursementFormSchema>;

async function payeeOf(db: Kysely<Database>, form: CheckedForm, context: SubmitContext): Promise<Payee> {
  if (form.PayOther === PayOtherValue.Me) return storedBankPayee(db, context.claimantId);
  if (form.PayOther === PayOtherValue.Provider) {
    return {
      kind: 'provider',
      name: null,
      address: null,
      email: null,
      phone: null,
      relationship: null,
      bank: null,
    };
  }
  // Someone else: the BSB must be one the directory knows; its bank's name is the directory's.
  const { BankName } = await verifyBsb(db, form.BankBSB);
  if (BankName === '') throw new AppError('bsbUnknown');
  return {
    kind: 'someoneElse',
    name: form.PaymentName,
    address: form.PaymentAddress,
    email: form.PaymentEmail,
    phone: form.PaymentPhone === '' ? null : form.PaymentPhone,
    relationship: form.PaymentRelationship,
    bank: {
      accountName: form.BankAccName.trim(),
      bsb: form.BankBSB,
      accountNumber: form.BankAccNo.trim(),
      bankName: BankName,
    },
  };
}

function payeeSubject(payeeRecord: Payee, providerName: string): string {
  if (payeeRecord.kind === 'me') return payee.me;
  if (payeeRecord.kind === 'provider') return formatMessage(payee.provider, { provider: providerName });
  return formatMessage(payee.someoneElse, { name: payeeRecord.name ?? '' });
}

/**
 * Reimbursement (part 2 §2, §5; issue 12 "Server"): the receipt type from ReceiptTypes, its sub-form
 * read from Description (label_KEY_value, contract receipt-description.ts) and checked with the same
 * rules as the form (date not after today in Melbourne), who to pay with the payee's details, exactly
 * one receipt file, and the disclaimer (`Disclaimer` false is refused; absent is the spec's wire).
 * The provider receives the sub-form as fields (ISO date, cents) beside the original text.
 */
export function receiptsKind(
  providerName: string,
  protection: ProtectionSettings,
): FormKind<SubmitReceiptsRequest> {
  return {
    kind: 'receipts',
    taskAction: 'reimbursement',

    draftFieldsOf(body, previous): DraftFields {
      const fields: DraftFields = {
        DocumentType:
          'DocumentType' in body ? idItemOrNull(body.DocumentType) : (previous?.DocumentType ?? null),
        Description: typeof body.Description === 'string' ? body.Description : (previous?.Description ?? ''),
      };
      for (const name of PAYMENT_FIELDS) fields[name] = name in body ? body[name] : previous?.[name];
      return fields;
    },

    async annotate(db, owner, draft, now) {
      const duplicate = await findDuplicateReceipt(db, owner.claimId, {
        sha256s: draft.Documents.flatMap((file) => (file.Sha256 ? [file.Sha256] : [])),
        documentType: draft.DocumentType,
        description: draft.Description,
      });
      return {
        DuplicateOf: duplicateWarningOf(duplicate),
        // Paying the claimant after a recent bank change may take longer (issue 16 "Cooling-off").
        BankDetailsChangedOn: await bankChangeInCoolingOff(db, protection, owner.claimantId, now),
      };
    },

    async accept(db, body, files, context) {
      const listed = await findListItem(db, 'ReceiptTypes', { id: body.DocumentType.Id });
      if (!listed) throw new AppError('invalidRequest', { message: m.receiptType });
      const documentType = { Id: listed.item_id, Item: listed.item };
      const form = reimbursementFormSchema.safeParse({
        ...body,
        DocumentType: documentType,
        Documents: [...files],
        Disclaimer: body.Disclaimer ?? true,
      });
      if (!form.success) throw firstIssue(form)!;
      const description = body.Description ?? '';
      const receipt = checkSubForm(documentType, description, context.now);
      const payeeRecord = await payeeOf(db, form.data, context);
      const flags = await reimbursementFlags(db, protection, context, payeeRecord);
      const duplicate = await findDuplicateReceipt(db, context.claimId, {
        sha256s: files.map((file) => file.Sha256),
        documentType,
        description,
      });
      return {
        data: {
          ReceiptType: documentType,
          Description: description,
          Receipt: receipt,
          PayOther: form.data.PayOther,
          Payee: payeeRecord,
          // The provider's flag (issue 12 "Duplicate receipt warning"): the earlier submission it matches.
          PossibleDuplicateOf: duplicate,
          // For the provider's review (issue 16): never a refusal (reimbursement-flags.ts).
          Flags: flags,
        },
        sentItem: {
          requestTypeItem: 'Reimbursements',
          subjectMain: documentType.Item,
          subjectOther: payeeSubject(payeeRecord, providerName),
          // The sub-form as the claimant wrote it, one "label: value" line per field.
          message: [
            ...decodeDescriptionPairs(description)
              .filter((pair) => pair.value.trim() !== '')
              .map((pair) => `${pair.label}: ${pair.value}`),
            // The claimant learns why a payment may be slower (issue 16 "Cooling-off").
            ...(flags.some((flag) => flag.Kind === 'bankDetailsChanged') ? [m.coolingOff] : []),
          ].join('\n'),
        },
      };
    },
  };
}
