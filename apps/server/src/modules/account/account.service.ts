import { type Account, type Branding, type Preferences, messages } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { enqueueChangeNotices, recipientsOf } from '../account-rules/index.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthContext } from '../session/session.types.js';
import type { ClientContext } from '../../http/caller-context.js';
import { toAccount } from './account.mapper.js';
import {
  type AccountRow,
  type ClaimantRow,
  findAccountById,
  findClaimantById,
  markBankDetailsVerified,
  updateContactPreferences,
} from '../claimant/claimant.service.js';

/** The signed-in claimant's account area: read, bank verification, preferences (spec part 1 §4, §7). */

export interface AccountOwner {
  claimant: ClaimantRow;
  account: AccountRow;
}

/** The caller's own claimant and account, from the session only (never from the request body). */
export async function loadAccountOwner(db: Kysely<Database>, session: AuthContext): Promise<AccountOwner> {
  const account = session.accountId === null ? undefined : await findAccountById(db, session.accountId);
  const claimant = session.claimantId === null ? undefined : await findClaimantById(db, session.claimantId);
  if (!account || !claimant || account.claimant_id !== claimant.id) throw new AppError('tokenUnknown');
  return { claimant, account };
}

export async function getAccount(db: Kysely<Database>, session: AuthContext, now: Date): Promise<Account> {
  const { claimant, account } = await loadAccountOwner(db, session);
  return toAccount(claimant, account, now);
}

interface ChangeInput {
  session: AuthContext;
  client: ClientContext;
  now: Date;
}

/** verifybankdetails: the claimant confirms the bank details on record (the claim home banner). */
export async function verifyBankDetails(db: Kysely<Database>, input: ChangeInput): Promise<true> {
  const { claimant, account } = await loadAccountOwner(db, input.session);
  if (claimant.bank_account_number === null || claimant.bank_account_number === '') {
    throw new AppError('bankDetailsMissing');
  }
  await markBankDetailsVerified(db, claimant.id, toTimestamp(input.now));
  await recordAudit(
    db,
    {
      action: 'bankDetails.verified',
      actorKind: 'claimant',
      actorId: account.id,
      claimantId: claimant.id,
      ...input.client,
      details: { before: claimant.bank_details_verified === 1, after: true },
    },
    input.now,
  );
  return true;
}

export interface PreferencesDeps {
  db: Kysely<Database>;
  deliveries: DeliveryQueue;
  branding: Branding;
}

/**
 * updatepreferences: SMS needs a mobile and Email an e-mail address on record (the page's warnings),
 * and at least one channel stays on (part 1 §4 "Preferences"). A real change is announced to the
 * e-mail and mobile on record, whichever channels stay on (issue 16: someone who turns e-mail off to
 * hide later notices is seen doing it), queued with the change in one transaction (issue 29).
 */
export async function updatePreferences(
  deps: PreferencesDeps,
  input: ChangeInput & { preferences: Preferences },
): Promise<true> {
  const { db } = deps;
  const { SMS, Email } = input.preferences;
  if (!SMS && !Email) throw new AppError('contactMethodRequired');
  const { claimant, account } = await loadAccountOwner(db, input.session);
  if (SMS && !claimant.mobile) throw new AppError('preferenceMobileMissing');
  if (Email && !claimant.email) throw new AppError('preferenceEmailMissing');
  await db.transaction().execute(async (trx) => {
    await updateContactPreferences(trx, claimant.id, { sms: SMS, email: Email }, toTimestamp(input.now));
    await recordAudit(
      trx,
      {
        action: 'preferences.updated',
        actorKind: 'claimant',
        actorId: account.id,
        claimantId: claimant.id,
        ...input.client,
        details: {
          before: { SMS: claimant.pref_sms === 1, Email: claimant.pref_email === 1 },
          after: { SMS, Email },
        },
      },
      input.now,
    );
    if (SMS !== (claimant.pref_sms === 1) || Email !== (claimant.pref_email === 1)) {
      const { preferencesChangedSubject: subject, preferencesChangedBody: body } = messages.notifications;
      await enqueueChangeNotices(trx, deps, recipientsOf(claimant), {
        subject,
        body,
        topic: 'preferencesChanged',
      });
    }
  });
  return true;
}
