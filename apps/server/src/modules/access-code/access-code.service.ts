import {
  ACCESS_CODE_LIFETIME_MINUTES,
  ACCESS_CODE_MAX_WRONG_TRIES,
  type CodeTypeValue,
  type GenerateSecurityCodeResponse,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addMinutes, toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { type AuditEntry, recordAudit } from '../audit/audit.service.js';
import { PASSWORD_RESET_PURPOSE } from '../account-recovery/index.js';
import { resetMessageCounters } from '../account-recovery/index.js';
import { findContactMethods } from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import { destinationsFor, enqueueAccessCode } from './access-code-delivery.js';
import { takeGenerationAllowance } from './access-code-limits.js';
import {
  isLockedOut,
  lockOut,
  reachesLimit,
  releaseGuess,
  enqueueLockoutNotices,
  takeGuess,
} from './access-code-lockout.js';
import { accessCodeMessage } from './access-code-message.js';
import {
  completeActivation,
  completeSignInVerification,
  issueSecureUpdateToken,
  type Caller,
} from './access-code-outcomes.js';
import {
  type AccessCodeFlow,
  type AccessCodePurpose,
  codeTypeOfEditPurpose,
  purposeFamily,
  purposeFor,
} from './access-code-purpose.js';
import { generateAccessCode, hashAccessCode, isAccessCodeMatch } from './access-code-secret.js';
import {
  expireAllButNewestLiveCode,
  expireLiveCodes,
  findLiveCode,
  insertAccessCode,
  markCodeExpired,
  markCodeUsed,
  takeTry,
} from './access-code.repository.js';

/**
 * One-time access codes (spec part 1 §4 "Access codes", RESOLUTIONS.md "Access codes"): 4 digits,
 * 30 minutes, 3 wrong tries, a new code replaces the old, each bound to its purpose and to the
 * session that asked for it. Every generation and validation is audited without the code.
 */

export interface AccessCodeDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  deliveries: DeliveryQueue;
  log: FastifyBaseLogger;
  settings: { providerName: string; providerPhone: string; hourlyLimit: number };
}

export interface CallContext extends Caller {
  device: string | null;
  requestId: string;
  now: Date;
}

function audit(deps: AccessCodeDeps, ctx: CallContext, action: string, details: Record<string, unknown>) {
  const entry: AuditEntry = {
    action,
    actorKind: 'claimant',
    actorId: ctx.accountId,
    claimantId: ctx.claimantId,
    clientIp: ctx.clientIp,
    device: ctx.device,
    requestId: ctx.requestId,
    details,
  };
  return recordAudit(deps.db, entry, ctx.now);
}

export async function generateCode(
  deps: AccessCodeDeps,
  ctx: CallContext,
  flow: AccessCodeFlow,
  codeType: CodeTypeValue,
): Promise<GenerateSecurityCodeResponse> {
  const purpose = purposeFor(flow, codeType);
  // No code would be accepted (issue 29 item 4): sending one would only flood the claimant.
  if (await isLockedOut(deps.db, ctx.accountId, ctx.now)) {
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'lockedOut' });
    throw new AppError('codesLocked');
  }
  const contact = (await findContactMethods(deps.db, ctx.claimantId)) ?? { email: null, mobile: null };
  const destinations = destinationsFor(purpose, contact);
  if (destinations.length === 0) {
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'noContactMethod' });
    throw new AppError('noContactMethod');
  }
  // A password reset's codes also count against its message cap (issue 29 item 3, reset-limits.ts).
  const isReset = ctx.session.purpose === PASSWORD_RESET_PURPOSE;
  const allowed = await takeGenerationAllowance(
    deps.db,
    deps.settings.hourlyLimit,
    ctx.accountId,
    destinations,
    ctx.now,
    isReset ? resetMessageCounters(ctx.accountId, destinations.length) : [],
  );
  if (!allowed) {
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'limitReached' });
    throw new AppError('codeLimitReached');
  }

  const at = toTimestamp(ctx.now);
  await expireLiveCodes(deps.db, ctx.accountId, purposeFamily(flow), at);
  const code = generateAccessCode();
  const id = newId();
  const expiresAt = addMinutes(ctx.now, ACCESS_CODE_LIFETIME_MINUTES);
  const hasChannel = (channel: string) => destinations.some((d) => d.channel === channel);
  // The code and its messages commit together (issue 29): the call answers without waiting for a
  // mail server or a gateway, and the worker delivers them, retrying only while the code is valid.
  await deps.db.transaction().execute(async (trx) => {
    await insertAccessCode(trx, {
      id,
      account_id: ctx.accountId,
      claimant_id: ctx.claimantId,
      session_id: ctx.session.sessionId,
      purpose,
      code_hash: hashAccessCode(code),
      sent_sms: hasChannel('sms') ? 1 : 0,
      sent_email: hasChannel('email') ? 1 : 0,
      destination: destinations.map((d) => d.to).join(', '),
      wrong_tries: 0,
      created_at: at,
      expires_at: toTimestamp(expiresAt),
      used_at: null,
      expired_at: null,
    });
    await enqueueAccessCode(
      trx,
      deps.deliveries,
      destinations,
      accessCodeMessage(code, deps.settings),
      expiresAt,
    );
  });
  // A new code replaces the old, even when generations race (the repository says how). After the
  // commit, as before: a parallel generation's code must be visible to this statement.
  await expireAllButNewestLiveCode(deps.db, ctx.accountId, purposeFamily(flow), at);

  const channels = { sms: hasChannel('sms'), email: hasChannel('email') };
  await audit(deps, ctx, 'accessCode.generated', {
    purpose,
    channels: destinations.map((d) => d.channel),
  });
  return { SMS: channels.sms, Email: channels.email };
}

async function refuseAsExpired(
  deps: AccessCodeDeps,
  ctx: CallContext,
  purpose: string | null,
  reason: string,
): Promise<never> {
  await audit(deps, ctx, 'accessCode.validated', { purpose, outcome: 'expired', reason });
  throw new AppError('codeExpired');
}

async function refuseAsLocked(
  deps: AccessCodeDeps,
  ctx: CallContext,
  purpose: string | null,
): Promise<never> {
  await audit(deps, ctx, 'accessCode.validated', { purpose, outcome: 'lockedOut' });
  throw new AppError('codesLocked');
}

/**
 * The wrong code that reached the day's limit (issue 29 item 4): blocks the account's codes and, for
 * the one call that did, tells the claimant on the contacts on record.
 */
async function lockOutAccount(deps: AccessCodeDeps, ctx: CallContext, purpose: string): Promise<never> {
  await audit(deps, ctx, 'accessCode.validated', { purpose, outcome: 'wrong', lockedOut: true });
  // The notices are queued with the lockout (issue 29): the refusal never waits for a mail server.
  const isLockedNow = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockOut(trx, ctx.accountId, ctx.now))) return false;
    const contact = await findContactMethods(trx, ctx.claimantId);
    if (contact) await enqueueLockoutNotices(trx, noticeDeps(deps), contact);
    return true;
  });
  if (isLockedNow) await audit(deps, ctx, 'accessCode.lockedOut', { purpose });
  throw new AppError('codesLocked');
}

function noticeDeps(deps: AccessCodeDeps) {
  const { providerName, providerPhone } = deps.settings;
  return { deliveries: deps.deliveries, branding: { providerName, providerPhone } };
}

/**
 * Checks a code; a valid one answers the next token (see access-code-outcomes.ts). A guess takes one
 * of the code's three tries and is counted against the account's wrong codes of the day before the
 * code is compared (access-code-lockout.ts); a right one hands the count back.
 */
export async function validateCode(
  deps: AccessCodeDeps,
  ctx: CallContext,
  flow: AccessCodeFlow,
  securityCode: string,
): Promise<{ AccessToken: string }> {
  const at = toTimestamp(ctx.now);
  if (await isLockedOut(deps.db, ctx.accountId, ctx.now)) return refuseAsLocked(deps, ctx, null);
  const row = await findLiveCode(deps.db, ctx.accountId, purposeFamily(flow));
  // A code asked for under another session (another sign-in, another tab) is not this session's.
  if (!row || row.session_id !== ctx.session.sessionId) {
    return refuseAsExpired(deps, ctx, row?.purpose ?? null, 'noLiveCode');
  }
  if (ctx.now.getTime() >= Date.parse(row.expires_at)) {
    await markCodeExpired(deps.db, row.id, at);
    return refuseAsExpired(deps, ctx, row.purpose, 'timedOut');
  }

  const tries = await takeTry(deps.db, row.id, ACCESS_CODE_MAX_WRONG_TRIES);
  if (tries === undefined) return refuseAsExpired(deps, ctx, row.purpose, 'noLiveCode');
  // After the code's own try, so at most three guesses a code wait on the account's count at once.
  const guess = await takeGuess(deps.db, ctx.accountId, ctx.now);
  if (guess.isLocked) return refuseAsLocked(deps, ctx, row.purpose);
  if (!isAccessCodeMatch(securityCode.trim(), row.code_hash)) {
    if (reachesLimit(guess)) return lockOutAccount(deps, ctx, row.purpose);
    if (tries >= ACCESS_CODE_MAX_WRONG_TRIES) {
      await markCodeExpired(deps.db, row.id, at);
      return refuseAsExpired(deps, ctx, row.purpose, 'tooManyWrongTries');
    }
    await audit(deps, ctx, 'accessCode.validated', {
      purpose: row.purpose,
      outcome: 'wrong',
      wrongTries: tries,
    });
    throw new AppError('codeIncorrect');
  }
  await releaseGuess(deps.db, guess);
  if (!(await markCodeUsed(deps.db, row.id, at))) {
    return refuseAsExpired(deps, ctx, row.purpose, 'noLiveCode');
  }
  await audit(deps, ctx, 'accessCode.validated', { purpose: row.purpose, outcome: 'success' });

  const token = await earnedToken(deps, ctx, flow, row.purpose);
  return { AccessToken: token };
}

function earnedToken(
  deps: AccessCodeDeps,
  ctx: CallContext,
  flow: AccessCodeFlow,
  purpose: string,
): Promise<string> {
  const outcome = { db: deps.db, sessions: deps.sessions };
  switch (flow) {
    case 'registration': {
      // A reset's activation applies its password and tells the claimant (pending-reset.ts).
      const client = { clientIp: ctx.clientIp, device: ctx.device, requestId: ctx.requestId };
      return completeActivation({ ...outcome, notices: noticeDeps(deps) }, { ...ctx, client }, ctx.now);
    }
    case 'login':
      return completeSignInVerification(outcome, ctx, ctx.now);
    case 'edit': {
      const codeType = codeTypeOfEditPurpose(purpose);
      if (codeType === undefined) throw new Error(`Access code purpose ${purpose} is not an edit`);
      return issueSecureUpdateToken(outcome, ctx, codeType);
    }
  }
}

/** Expires the live code of the flow (while signed in: of the CodeType, or of every edit type). */
export async function expireCode(
  deps: AccessCodeDeps,
  ctx: CallContext,
  flow: AccessCodeFlow,
  codeType: CodeTypeValue | undefined,
): Promise<true> {
  const purposes: readonly AccessCodePurpose[] =
    flow === 'edit' && codeType !== undefined ? [purposeFor(flow, codeType)] : purposeFamily(flow);
  await expireLiveCodes(deps.db, ctx.accountId, purposes, toTimestamp(ctx.now));
  await audit(deps, ctx, 'accessCode.expired', { purposes, reason: 'requested' });
  return true;
}
