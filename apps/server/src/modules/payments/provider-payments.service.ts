// Payments as the provider writes and lists them (issue 32): PUT and GET /provider/v1/payments.
import {
  type Branding,
  type ListProviderPaymentsQuery,
  type PaymentKind,
  type ProviderPayment,
  type PutProviderPayment,
  PROVIDER_PAYMENT_LIST_MAX,
  financialYearOf,
  isWithinYearRange,
  messages,
  parseDate,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { enqueueClaimNotices } from '../account-rules/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { recordClaimEvent } from '../timeline/index.js';
import { isReimbursementOfClaim, markReimbursementPaid } from '../submissions/submissions.service.js';
import { differsFrom, insertOrFindByReference } from '../../db/upsert-by-reference.js';
import { findClaimIdByNumber } from '../claims/index.js';
import {
  type PaymentWithClaimNumber,
  findPaymentByReference,
  findPayments,
  refreshYearsOfClaims,
  updatePaymentByReference,
} from './payments.repository.js';
import { type Remittance, insertRemittanceFile, receiveRemittance } from './remittance.js';
import { storedDayOf } from '../../lib/melbourne-time.js';
import { wireDateOf } from '../../lib/wire-date.js';

export interface ProviderPaymentDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  deliveries: DeliveryQueue;
  branding: Branding;
}

function providerPaymentOf(row: PaymentWithClaimNumber): ProviderPayment {
  return {
    Reference: row.reference,
    ClaimNumber: row.claim_number,
    Kind: row.kind as PaymentKind,
    Description: row.description,
    Amount: row.amount,
    Status: row.status as ProviderPayment['Status'],
    PaymentDate: wireDateOf(row.payment_date),
    SubmissionId: row.submission_id,
    AccountLastDigits: row.account_last_digits,
    RemittanceFileId: row.remittance_file_id,
    PaidAt: row.paid_at,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** The stored fields a PUT sets (besides the remittance), checked before anything is written. */
async function fieldsOf(deps: ProviderPaymentDeps, body: PutProviderPayment) {
  const claimId = await findClaimIdByNumber(deps.db, body.ClaimNumber);
  if (!claimId) throw new AppError('notFound');
  const day = parseDate(body.PaymentDate);
  if (!day || !isWithinYearRange(day)) throw new AppError('providerPaymentDate');
  const submissionId = body.SubmissionId ?? null;
  if (submissionId !== null && !(await isReimbursementOfClaim(deps.db, submissionId, claimId)))
    throw new AppError('providerPaymentSubmission');
  return {
    claim_id: claimId,
    kind: body.Kind,
    description: body.Description,
    amount: body.Amount,
    status: body.Status,
    payment_date: storedDayOf(day),
    financial_year: financialYearOf(day),
    submission_id: submissionId,
    // Only the last 3 digits are kept: the claimant sees no more, and a copy of the database leaks none.
    account_last_digits: body.AccountNumber ? body.AccountNumber.slice(-3) : null,
  };
}

type PaymentFields = Awaited<ReturnType<typeof fieldsOf>>;

/**
 * PUT /provider/v1/payments/:reference: creates or updates the payment with the provider's reference.
 * Everything is checked, and a remittance stored, before a row is written, so a refused PUT changes
 * nothing (a stored remittance is deleted again). The unique reference decides between parallel PUTs:
 * one inserts, the others update the row it made; the conditional update to paid decides which one
 * made the payment, so it is announced once (paymentMade). A repeat changes nothing; a remittance with
 * the same bytes as the stored one is not stored again; an absent one keeps the stored one.
 */
export async function putProviderPayment(
  deps: ProviderPaymentDeps,
  reference: string,
  body: PutProviderPayment,
  actor: { actorId: string | null; requestId?: string | null },
  now: Date,
): Promise<ProviderPayment> {
  const fields = await fieldsOf(deps, body);
  const remittance = body.Remittance
    ? await receiveRemittance(deps.storage, body.Remittance, fields.payment_date)
    : null;
  let isRemittanceKept = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      isRemittanceKept = await upsertPayment(
        trx,
        deps,
        { reference, claimNumber: body.ClaimNumber },
        fields,
        remittance,
        actor,
        now,
      );
    });
  } finally {
    if (remittance && !isRemittanceKept) await deps.storage.delete(remittance.storageKey);
  }
  const stored = await findPaymentByReference(deps.db, reference);
  if (!stored) throw new AppError('notFound');
  return providerPaymentOf(stored);
}

/** The PUT's writes in its transaction; answers whether the new remittance was recorded. */
async function upsertPayment(
  trx: Kysely<Database>,
  deps: ProviderPaymentDeps,
  { reference, claimNumber }: { reference: string; claimNumber: string },
  fields: PaymentFields,
  remittance: Remittance | null,
  actor: { actorId: string | null; requestId?: string | null },
  now: Date,
): Promise<boolean> {
  const at = toTimestamp(now);
  const isPaid = fields.status === 'paid';
  const fileId = remittance ? newId() : null;
  const newPaymentId = newId();
  const put = await insertOrFindByReference(
    trx,
    'payments',
    {
      id: newPaymentId,
      reference,
      ...fields,
      remittance_file_id: fileId,
      created_at: at,
      updated_at: at,
      paid_at: isPaid ? at : null,
    },
    findPaymentByReference,
  );
  const { created } = put;
  let isRemittanceKept = created && remittance !== null;
  let madePaid = created && isPaid;
  let paymentId = newPaymentId;
  // The claims whose years this PUT may change: the payment's, and the one it was on before.
  const claimIds = [fields.claim_id];
  if (!put.created) {
    const { stored } = put;
    paymentId = stored.id;
    isRemittanceKept = remittance !== null && remittance.sha256 !== stored.remittance_sha256;
    if (!differsFrom(stored, fields) && !isRemittanceKept) return false;
    const becomesPaid = isPaid && stored.status !== 'paid';
    const changed = await updatePaymentByReference(
      trx,
      reference,
      {
        ...fields,
        updated_at: at,
        ...(isRemittanceKept ? { remittance_file_id: fileId } : {}),
        ...(stored.status !== fields.status ? { paid_at: isPaid ? at : null } : {}),
      },
      // Only one of parallel PUTs makes it paid: the others find it paid already and change nothing.
      becomesPaid ? 'paid' : undefined,
    );
    if (!changed) return false;
    madePaid = becomesPaid;
    claimIds.push(stored.claim_id);
  }
  await refreshYearsOfClaims(trx, claimIds);
  if (remittance && fileId && isRemittanceKept)
    await insertRemittanceFile(trx, fileId, fields.claim_id, remittance, at);
  await recordAudit(
    trx,
    {
      action: created ? 'provider.payment.created' : 'provider.payment.updated',
      actorKind: 'provider',
      actorId: actor.actorId,
      requestId: actor.requestId ?? null,
      details: { reference, claimNumber, status: fields.status, kind: fields.kind },
    },
    now,
  );
  if (madePaid) await recordPaymentMade(trx, deps, { ...fields, id: paymentId }, now);
  return isRemittanceKept;
}

/**
 * The one transition to paid (issue 32), in the transaction of the PUT that made it: the reimbursement
 * it pays gets the payment status paid (so its sent item says so), the claim's timeline gains "Payment
 * made" (ADR 0040; one entry per payment, so a payment made again after a step back is not listed
 * twice), and each claimant of the claim is told on their preferred channels that a payment was made
 * and where to see it, never its amount.
 */
async function recordPaymentMade(
  trx: Kysely<Database>,
  deps: ProviderPaymentDeps,
  payment: Pick<PaymentFields, 'claim_id' | 'submission_id' | 'amount' | 'payment_date'> & { id: string },
  now: Date,
): Promise<void> {
  await recordClaimEvent(trx, {
    kind: 'payment',
    claimId: payment.claim_id,
    paymentId: payment.id,
    amountCents: payment.amount,
    at: paidAt(payment.payment_date, now),
  });
  if (payment.submission_id !== null) {
    await markReimbursementPaid(trx, payment.submission_id, {
      AmountCents: payment.amount,
      PaidOn: payment.payment_date,
    });
  }
  await enqueueClaimNotices(trx, deps, payment.claim_id, {
    subject: messages.notifications.paymentMadeSubject,
    body: messages.notifications.paymentMadeBody,
    topic: 'paymentMade',
  });
}

/**
 * When the timeline places a payment made: on its payment day (midday in Melbourne, which is that day
 * whatever the daylight saving), or now when the provider marks paid a payment dated ahead.
 */
function paidAt(paymentDate: string, now: Date): Date {
  const midday = new Date(`${paymentDate}T12:00:00+10:00`);
  return Number.isNaN(midday.getTime()) || midday > now ? now : midday;
}

/** GET /provider/v1/payments: by claim number and status, latest payment date first. */
export async function listProviderPayments(
  db: Kysely<Database>,
  query: { ClaimNumber?: string | undefined; Status?: ListProviderPaymentsQuery['Status'] },
): Promise<{ Payments: ProviderPayment[] }> {
  const rows = await findPayments(
    db,
    { claimNumber: query.ClaimNumber, status: query.Status },
    PROVIDER_PAYMENT_LIST_MAX,
  );
  return { Payments: rows.map(providerPaymentOf) };
}
