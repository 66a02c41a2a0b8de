import {
  type Branding,
  CodeType,
  type UpdateContactDetailsRequest,
  brandingValues,
  formatMessage,
  messages,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, RowUpdate } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import type { Notifier } from '../../notifier/notifier.js';
import { type NoticeRecipient, sendChangeNotices } from '../account-rules/change-notices.js';
import { assertSecureUpdate } from '../account-rules/secure-update.js';
import { recordAudit } from '../audit/audit.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { type ClientContext, accountOwnerOf } from '../../http/caller-context.js';
import { type ContactUpdate, parseContactUpdate } from './contact-details-form.js';
import { type ClaimantRow, findClaimant, updateClaimantContact } from './contact-details.repository.js';

export interface ContactDetailsDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  notifier: Notifier;
  log: FastifyBaseLogger;
  branding: Branding;
}

const subjects = messages.myDetails.redirectToast.subjects;
const notices = messages.notifications;

/** Row columns the call may change, as stored. */
function columnsOf(update: ContactUpdate, claimant: ClaimantRow): RowUpdate<'claimants'> {
  const columns: RowUpdate<'claimants'> = {
    home_address: JSON.stringify(update.home),
    postal_address: JSON.stringify(update.postal),
    addresses_same: update.addressesSame ? 1 : 0,
  };
  // A different spelling of the same mailbox (letter case) keeps the stored address.
  if (update.email.toLowerCase() !== (claimant.email ?? '').toLowerCase()) columns.email = update.email;
  if (update.mobile !== undefined && update.mobile !== (claimant.mobile ?? '')) {
    columns.mobile = update.mobile === '' ? null : update.mobile;
    // Without a mobile SMS cannot stay a preference, and one channel always stays on (part 1 §4).
    if (update.mobile === '') Object.assign(columns, { pref_sms: 0, pref_email: 1 });
  }
  if (update.phone !== undefined) {
    columns.phone_area_code = update.phone?.areaCode ?? null;
    columns.phone_number = update.phone?.number ?? null;
  }
  return columns;
}

/** Before and after of the columns that changed, for the audit trail. */
function changesOf(columns: RowUpdate<'claimants'>, claimant: ClaimantRow) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(columns)) {
    const old = claimant[key as keyof ClaimantRow];
    if (old === value) continue;
    before[key] = old;
    after[key] = value;
  }
  return { before, after };
}

/**
 * E-mail and mobile changes need the secure token of an access code for that detail, sent with
 * isSecureUpdate (spec part 1 §4, §6, §7), and are refused outright when the provider disabled them.
 */
async function assertContactChangeAllowed(
  deps: ContactDetailsDeps,
  input: { auth: AuthContext; body: UpdateContactDetailsRequest },
  claimant: ClaimantRow,
  columns: RowUpdate<'claimants'>,
): Promise<void> {
  const checks = [
    {
      changed: 'email' in columns,
      disabled: claimant.email_edit_disabled,
      detail: subjects['email-address'],
      codeType: CodeType.Email,
    },
    {
      changed: 'mobile' in columns,
      disabled: claimant.mobile_edit_disabled,
      detail: subjects['mobile-number'],
      codeType: CodeType.Mobile,
    },
  ];
  for (const check of checks.filter((c) => c.changed)) {
    if (check.disabled === 1) {
      const values = { ...brandingValues(deps.branding), detail: check.detail };
      throw new AppError('contactEditDisabled', {
        message: formatMessage(messages.myDetails.editDisabled, values),
      });
    }
    if (input.body.isSecureUpdate !== true) throw new AppError('secureTokenRequired');
    await assertSecureUpdate(deps.db, input.auth, check.codeType);
  }
}

/** Old and new contact of each changed detail (issue 4: notices go to the old contact too). */
function noticesFor(columns: RowUpdate<'claimants'>, claimant: ClaimantRow) {
  const list: { recipients: NoticeRecipient[]; subject: string; body: string }[] = [];
  if (columns.email !== undefined) {
    const to = [claimant.email, columns.email].filter((v): v is string => Boolean(v));
    list.push({
      recipients: to.map((address) => ({ channel: 'email' as const, to: address })),
      subject: notices.emailChangedSubject,
      body: notices.emailChangedBody,
    });
  }
  if (columns.mobile !== undefined) {
    const to = [claimant.mobile, columns.mobile].filter((v): v is string => Boolean(v));
    list.push({
      recipients: to.map((number) => ({ channel: 'sms' as const, to: number })),
      subject: notices.mobileChangedSubject,
      body: notices.mobileChangedBody,
    });
  }
  return list;
}

/**
 * updatecontactdetails (spec part 1 §4, §5, §7): phone and addresses with the signed-in session;
 * e-mail and mobile only with the matching secure token, which is then spent (single use).
 */
export async function updateContactDetails(
  deps: ContactDetailsDeps,
  input: { auth: AuthContext; body: UpdateContactDetailsRequest; client: ClientContext; now: Date },
): Promise<true> {
  const { db } = deps;
  const { auth, now } = input;
  const { claimantId, accountId } = accountOwnerOf(auth);
  const claimant = await findClaimant(db, claimantId);
  if (!claimant) throw new AppError('tokenWrongKind');
  const update = await parseContactUpdate(db, input.body);
  const columns = columnsOf(update, claimant);
  await assertContactChangeAllowed(deps, input, claimant, columns);

  await updateClaimantContact(db, claimantId, { ...columns, updated_at: toTimestamp(now) });
  if (auth.kind === 'secureUpdate') await deps.sessions.revoke(auth.sessionId);
  await recordAudit(
    db,
    {
      action: 'contactDetails.updated',
      actorKind: 'claimant',
      actorId: accountId,
      claimantId,
      ...input.client,
      details: { ...changesOf(columns, claimant), secureUpdate: auth.kind === 'secureUpdate' },
    },
    now,
  );
  for (const notice of noticesFor(columns, claimant)) {
    await sendChangeNotices(deps, notice.recipients, notice);
  }
  return true;
}
