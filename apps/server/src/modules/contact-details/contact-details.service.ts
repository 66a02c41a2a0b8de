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
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { type NoticeRecipient, enqueueChangeNotices } from '../account-rules/index.js';
import type { DeliveryQueue, NoticeTopic } from '../deliveries/index.js';
import { assertSecureUpdate } from '../account-rules/index.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  type ClaimantRow,
  type ContactColumns,
  findClaimantById,
  updateClaimantContact,
} from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { type ClientContext, accountOwnerOf } from '../../http/caller-context.js';
import { type ContactUpdate, parseContactUpdate } from './contact-details-form.js';

export interface ContactDetailsDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  deliveries: DeliveryQueue;
  log: FastifyBaseLogger;
  branding: Branding;
}

const subjects = messages.myDetails.redirectToast.subjects;
const notices = messages.notifications;

/** Row columns the call may change, as stored. */
function columnsOf(update: ContactUpdate, claimant: ClaimantRow): ContactColumns {
  const columns: ContactColumns = {
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
function changesOf(columns: ContactColumns, claimant: ClaimantRow) {
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
  columns: ContactColumns,
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
function noticesFor(columns: ContactColumns, claimant: ClaimantRow) {
  const list: { recipients: NoticeRecipient[]; subject: string; body: string; topic: NoticeTopic }[] = [];
  if (columns.email !== undefined) {
    const to = [claimant.email, columns.email].filter((v): v is string => Boolean(v));
    list.push({
      recipients: to.map((address) => ({ channel: 'email' as const, to: address })),
      subject: notices.emailChangedSubject,
      body: notices.emailChangedBody,
      topic: 'emailChanged',
    });
  }
  if (columns.mobile !== undefined) {
    const to = [claimant.mobile, columns.mobile].filter((v): v is string => Boolean(v));
    list.push({
      recipients: to.map((number) => ({ channel: 'sms' as const, to: number })),
      subject: notices.mobileChangedSubject,
      body: notices.mobileChangedBody,
      topic: 'mobileChanged',
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
  const claimant = await findClaimantById(db, claimantId);
  if (!claimant) throw new AppError('tokenWrongKind');
  const update = await parseContactUpdate(db, input.body);
  const columns = columnsOf(update, claimant);
  await assertContactChangeAllowed(deps, input, claimant, columns);

  // The change, its audit entry and its notices commit together (issue 29).
  await db.transaction().execute(async (trx) => {
    await updateClaimantContact(trx, claimantId, columns, toTimestamp(now));
    await recordAudit(
      trx,
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
      await enqueueChangeNotices(trx, deps, notice.recipients, notice);
    }
  });
  if (auth.kind === 'secureUpdate') await deps.sessions.revoke(auth.sessionId);
  return true;
}
