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
import type { Notifier } from '../../notifier/notifier.js';
import { type AuditEntry, recordAudit } from '../audit/audit.service.js';
import type { SessionService } from '../session/session.service.js';
import { deliverAccessCode, destinationsFor } from './access-code-delivery.js';
import { takeGenerationAllowance } from './access-code-limits.js';
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
  findContactMethods,
  findLiveCode,
  insertAccessCode,
  markCodeExpired,
  markCodeUsed,
  takeTry,
  updateSentChannels,
} from './access-code.repository.js';

/**
 * One-time access codes (spec part 1 §4 "Access codes", RESOLUTIONS.md "Access codes"): 4 digits,
 * 30 minutes, 3 wrong tries, a new code replaces the old, each bound to its purpose and to the
 * session that asked for it. Every generation and validation is audited without the code.
 */

export interface AccessCodeDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  notifier: Notifier;
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
  const contact = (await findContactMethods(deps.db, ctx.claimantId)) ?? { email: null, mobile: null };
  const destinations = destinationsFor(purpose, contact);
  if (destinations.length === 0) {
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'noContactMethod' });
    throw new AppError('noContactMethod');
  }
  const allowed = await takeGenerationAllowance(
    deps.db,
    deps.settings.hourlyLimit,
    ctx.accountId,
    destinations,
    ctx.now,
  );
  if (!allowed) {
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'limitReached' });
    throw new AppError('codeLimitReached');
  }

  const at = toTimestamp(ctx.now);
  await expireLiveCodes(deps.db, ctx.accountId, purposeFamily(flow), at);
  const code = generateAccessCode();
  const id = newId();
  const hasChannel = (channel: string) => destinations.some((d) => d.channel === channel);
  await insertAccessCode(deps.db, {
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
    expires_at: toTimestamp(addMinutes(ctx.now, ACCESS_CODE_LIFETIME_MINUTES)),
    used_at: null,
    expired_at: null,
  });
  // A new code replaces the old, even when generations race (the repository says how).
  await expireAllButNewestLiveCode(deps.db, ctx.accountId, purposeFamily(flow), at);

  const message = accessCodeMessage(code, deps.settings);
  const delivered = await deliverAccessCode(deps.notifier, deps.log, destinations, message);
  const channels = {
    sms: delivered.some((d) => d.channel === 'sms'),
    email: delivered.some((d) => d.channel === 'email'),
  };
  if (delivered.length === 0) {
    await markCodeExpired(deps.db, id, at);
    await audit(deps, ctx, 'accessCode.refused', { purpose, reason: 'notDelivered' });
    // Answered as an unexpected fault (100 with a reference): the transports' errors are in the log.
    throw new Error('The access code could not be sent on any channel');
  }
  if (delivered.length !== destinations.length) await updateSentChannels(deps.db, id, channels);
  await audit(deps, ctx, 'accessCode.generated', {
    purpose,
    channels: delivered.map((d) => d.channel),
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

/** Checks a code; a valid one answers the next token (see access-code-outcomes.ts). */
export async function validateCode(
  deps: AccessCodeDeps,
  ctx: CallContext,
  flow: AccessCodeFlow,
  securityCode: string,
): Promise<{ AccessToken: string }> {
  const at = toTimestamp(ctx.now);
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
  if (!isAccessCodeMatch(securityCode.trim(), row.code_hash)) {
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
  if (!(await markCodeUsed(deps.db, row.id, at))) {
    return refuseAsExpired(deps, ctx, row.purpose, 'noLiveCode');
  }
  await audit(deps, ctx, 'accessCode.validated', { purpose: row.purpose, outcome: 'success' });

  const outcome = { db: deps.db, sessions: deps.sessions };
  const token = await earnedToken(outcome, ctx, flow, row.purpose);
  return { AccessToken: token };
}

function earnedToken(
  outcome: { db: Kysely<Database>; sessions: SessionService },
  ctx: CallContext,
  flow: AccessCodeFlow,
  purpose: string,
): Promise<string> {
  switch (flow) {
    case 'registration':
      return completeActivation(outcome, ctx, ctx.now);
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
