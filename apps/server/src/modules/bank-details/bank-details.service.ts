import {
  BSB_WIRE_PATTERN,
  type Branding,
  CodeType,
  type UpdateBankAccountDetailsRequest,
  type VerifyBsbResponse,
  bankDetailsFormSchema,
  messages,
  normaliseBsb,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { bankDetailsCanEdit } from '../account/index.js';
import { enqueueChangeNotices, recipientsOf } from '../account-rules/index.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { assertSecureUpdate } from '../account-rules/index.js';
import { maskAccountNumber, recordAudit } from '../audit/audit.service.js';
import { findAccountById, findClaimantById, updateClaimantBank } from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { type ClientContext, accountOwnerOf } from '../../http/caller-context.js';
import { bankNameOf } from './bank-names.js';
import { findBsb } from './bank-details.repository.js';

export interface BankDetailsDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  deliveries: DeliveryQueue;
  log: FastifyBaseLogger;
  branding: Branding;
}

/**
 * verifybsb (spec part 1 §7): the bank's name for a BSB typed as NNN-NNN or six digits; an empty
 * name means unknown, including text that is no BSB at all (the form then marks the BSB invalid).
 */
export async function verifyBsb(db: Kysely<Database>, input: string): Promise<VerifyBsbResponse> {
  const bsb = normaliseBsb(input);
  if (!BSB_WIRE_PATTERN.test(bsb)) return { BankName: '' };
  const row = await findBsb(db, bsb);
  return { BankName: row ? bankNameOf(row) : '' };
}

/** The form's rules are the contract's (part 1 §5); the first broken one answers with its text. */
function parseBankForm(body: UpdateBankAccountDetailsRequest) {
  const result = bankDetailsFormSchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.path[0] === 'Bsb') return new AppError('bsbUnknown');
  return new AppError('invalidRequest', { message: issue?.message });
}

/**
 * updatebankaccountdetails (spec part 1 §6, issue 4): only with a secure token earned by a bank access
 * code, only while BankDetailsCanEdit; the bank name comes from the directory, never the client, and
 * new details must be verified again. Notices go to the e-mail and mobile on file; the audit keeps
 * masked numbers; the secure token is single use.
 */
export async function updateBankDetails(
  deps: BankDetailsDeps,
  input: { auth: AuthContext; body: UpdateBankAccountDetailsRequest; client: ClientContext; now: Date },
): Promise<true> {
  const { db } = deps;
  const { auth, now } = input;
  await assertSecureUpdate(db, auth, CodeType.Bank);
  const { claimantId, accountId } = accountOwnerOf(auth);
  const [claimant, account] = await Promise.all([
    findClaimantById(db, claimantId),
    findAccountById(db, accountId),
  ]);
  if (!claimant || !account) throw new AppError('tokenWrongKind');
  if (claimant.is_state_trustee === 1) throw new AppError('bankManagedByStateTrustees');
  if (!bankDetailsCanEdit(claimant, account, now)) throw new AppError('bankEditBlocked');

  const form = parseBankForm(input.body);
  if (form instanceof AppError) throw form;
  const directory = await findBsb(db, form.Bsb);
  if (!directory) throw new AppError('bsbUnknown');

  const after = {
    bank_name: bankNameOf(directory),
    bank_account_name: form.AccountName,
    bank_bsb: form.Bsb,
    bank_account_number: form.AccountNumber,
  };
  // The change, its audit entry and its notices commit together (issue 29).
  await db.transaction().execute(async (trx) => {
    await updateClaimantBank(trx, claimantId, { ...after, bank_details_verified: 0 }, toTimestamp(now));
    await recordAudit(
      trx,
      {
        action: 'bankDetails.updated',
        actorKind: 'claimant',
        actorId: accountId,
        claimantId,
        ...input.client,
        details: {
          before: {
            bankName: claimant.bank_name,
            accountName: claimant.bank_account_name,
            bsb: claimant.bank_bsb,
            accountNumber: maskAccountNumber(claimant.bank_account_number),
            verified: claimant.bank_details_verified === 1,
          },
          after: {
            bankName: after.bank_name,
            accountName: after.bank_account_name,
            bsb: after.bank_bsb,
            accountNumber: maskAccountNumber(after.bank_account_number),
            verified: false,
          },
        },
      },
      now,
    );
    const { bankChangedSubject: subject, bankChangedBody: body } = messages.notifications;
    await enqueueChangeNotices(trx, deps, recipientsOf(claimant), { subject, body, topic: 'bankChanged' });
  });
  await deps.sessions.revoke(auth.sessionId);
  return true;
}
