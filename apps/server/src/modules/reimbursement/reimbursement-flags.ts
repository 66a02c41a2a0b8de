import { calendarDateOf } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { melbourneMidnight, wireDateTimeOf } from '../../lib/melbourne-time.js';

/**
 * Flags a reimbursement carries to the provider (issue 16 "Protect claimants"), after a fraud wave on a
 * peer portal began with changed bank details and was followed by fraudulent reimbursements. A flag
 * never refuses: the claimant's request goes through and the provider reviews it.
 * - bankDetailsChanged: paid to the claimant within the cooling-off period after the claimant changed
 *   their bank details in the portal ("bank details changed on {date}");
 * - newPayeeBankAccount: paid to someone else into an account never paid on this claim before;
 * - overDailyLimit: more reimbursements on this claim today (Melbourne) than the configured number.
 */
export type ReimbursementFlag =
  | { Kind: 'bankDetailsChanged'; Message: string; ChangedOn: string }
  | { Kind: 'newPayeeBankAccount'; Message: string }
  | { Kind: 'overDailyLimit'; Message: string; SubmittedToday: number };

export interface ProtectionSettings {
  /** Days after a bank-details change in which payments to the claimant are flagged (0: never). */
  bankCoolingOffDays: number;
  /** Reimbursements per claim per day before the next ones are flagged. */
  dailyLimit: number;
}

export interface PayeeAccount {
  kind: 'me' | 'someoneElse' | 'provider';
  bank: { bsb: string; accountNumber: string } | null;
}

async function lastBankChange(db: Kysely<Database>, claimantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('at')
    .where('claimant_id', '=', claimantId)
    .where('action', '=', 'bankDetails.updated')
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row?.at ?? null;
}

async function accountPaidBefore(db: Kysely<Database>, claimId: string, bank: PayeeAccount['bank']) {
  if (!bank) return false;
  const earlier = await db
    .selectFrom('submissions')
    .select('data')
    .where('claim_id', '=', claimId)
    .where('kind', '=', 'receipts')
    .where('status', 'in', ['submitted', 'received'])
    .execute();
  return earlier.some((row) => {
    try {
      const paid = (
        JSON.parse(row.data) as { Payee?: { bank?: { bsb?: string; accountNumber?: string } | null } }
      ).Payee?.bank;
      return paid?.bsb === bank.bsb && paid.accountNumber === bank.accountNumber;
    } catch {
      return false;
    }
  });
}

async function submittedToday(db: Kysely<Database>, claimId: string, now: Date): Promise<number> {
  const since = melbourneMidnight(calendarDateOf(now)).toISOString();
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('claim_id', '=', claimId)
    .where('kind', '=', 'receipts')
    .where('submitted_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The day (wire date) the claimant last changed their bank details when that is still inside the
 * cooling-off period at `now`; null otherwise or when cooling-off is off.
 */
export async function bankChangeInCoolingOff(
  db: Kysely<Database>,
  settings: ProtectionSettings,
  claimantId: string,
  now: Date,
): Promise<string | null> {
  if (settings.bankCoolingOffDays <= 0) return null;
  const changedAt = await lastBankChange(db, claimantId);
  const window = settings.bankCoolingOffDays * 86_400_000;
  if (!changedAt || now.getTime() - Date.parse(changedAt) >= window) return null;
  return wireDateTimeOf(changedAt).date;
}

export async function reimbursementFlags(
  db: Kysely<Database>,
  settings: ProtectionSettings,
  context: { claimantId: string; claimId: string; now: Date },
  payee: PayeeAccount,
): Promise<ReimbursementFlag[]> {
  const flags: ReimbursementFlag[] = [];
  const changedOn =
    payee.kind === 'me' ? await bankChangeInCoolingOff(db, settings, context.claimantId, context.now) : null;
  if (changedOn) {
    flags.push({
      Kind: 'bankDetailsChanged',
      Message: `bank details changed on ${changedOn}`,
      ChangedOn: changedOn,
    });
  }
  if (payee.kind === 'someoneElse' && !(await accountPaidBefore(db, context.claimId, payee.bank))) {
    flags.push({ Kind: 'newPayeeBankAccount', Message: 'bank account never paid on this claim before' });
  }
  const today = await submittedToday(db, context.claimId, context.now);
  if (today >= settings.dailyLimit) {
    flags.push({
      Kind: 'overDailyLimit',
      Message: `reimbursement ${today + 1} on this claim today (limit ${settings.dailyLimit})`,
      SubmittedToday: today + 1,
    });
  }
  return flags;
}
