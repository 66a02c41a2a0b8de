import type { NidLoginRequest, NidLoginResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { findClaimantOfClaimByBirth, storedDateOf } from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import type { ClientContext } from '../../http/caller-context.js';
import { takeAllowances, type ThrottleRule } from '../throttle/throttle.service.js';
import { findDraftOfClaim } from './survey.repository.js';

/**
 * nidlogin (spec part 2 §2, §7; RESOLUTIONS.md "Part 2"): claim number and date of birth identify a
 * person like a password, so a wrong claim, a wrong date and a claim linked to nobody get the one
 * refusal `surveyNotMatched`, and attempts are limited per claim number and per client address.
 *
 * Every attempt is counted BEFORE the details are compared, and a counter is never reset (not even by
 * a match): counting is one atomic INSERT ... ON CONFLICT DO UPDATE, and the check reads the counter
 * after this attempt's own increment, so of N parallel attempts in a window at most `limit` are ever
 * compared, on SQLite and PostgreSQL alike. A person needs one or two logins per survey, far below it.
 */
export const surveyLoginThrottleRules = {
  claim: { name: 'survey:claim:', limit: 10, windowMinutes: 15 },
  address: { name: 'survey:address:', limit: 30, windowMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

/** A survey session lasts one sitting: the survey takes about 2 minutes (part 2 §9). */
export const SURVEY_SESSION_MINUTES = 60;

export interface SurveyLoginDeps {
  db: Kysely<Database>;
  sessions: SessionService;
}

export async function surveyLogin(
  deps: SurveyLoginDeps,
  input: { body: NidLoginRequest; previous: AuthContext | null; client: ClientContext; now: Date },
): Promise<NidLoginResponse> {
  const { db } = deps;
  const { body, client, now } = input;
  const claimNumber = body.ClaimNumber;
  const audit = { actorKind: 'claimant' as const, ...client };
  const rules = surveyLoginThrottleRules;

  // Both allowances are taken atomically before the details are compared (issue 10 item 1), so N
  // parallel guesses compare at most the limit's number.
  const allowed = await takeAllowances(
    db,
    [
      { rule: rules.claim, subject: claimNumber },
      { rule: rules.address, subject: client.clientIp },
    ],
    now,
  );
  if (!allowed) {
    await recordAudit(db, { ...audit, action: 'survey.loginThrottled', details: { claimNumber } }, now);
    throw new AppError('attemptsThrottled');
  }

  const dateOfBirth = storedDateOf(body.DateOfBirth);
  const match = dateOfBirth ? await findClaimantOfClaimByBirth(db, claimNumber, dateOfBirth) : undefined;
  if (!match) {
    await recordAudit(db, { ...audit, action: 'survey.loginFailed', details: { claimNumber } }, now);
    throw new AppError('surveyNotMatched');
  }

  // A browser that logs in to the survey again gives up its previous survey token; a claimant session
  // it also holds is a different sign-in and stays (issue 14 "Beyond myTAC").
  if (input.previous?.kind === 'survey') await deps.sessions.revoke(input.previous.sessionId);
  const session = await deps.sessions.create({
    kind: 'survey',
    claimantId: match.claimantId,
    selectedClaimId: match.claimId,
    clientIp: client.clientIp,
    lifetimeMinutes: SURVEY_SESSION_MINUTES,
  });
  await recordAudit(
    db,
    { ...audit, action: 'survey.loggedIn', claimantId: match.claimantId, details: { claimNumber } },
    now,
  );
  const draft = await findDraftOfClaim(db, match.claimId);
  return { AccessToken: session.token, AcceptedTerms: draft?.accepted_terms === 1 };
}
