import type { AccessTokenResponse, Address, CreateAccountRequest } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertAcceptableNewPassword } from '../../lib/password-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  createClaimantAccount,
  findClaimantsByIdentity,
  hasAccountForClaimant,
  isUsernameTaken,
  updateClaimantContact,
} from '../claimant/claimant.service.js';
import type { SessionService } from '../session/session.service.js';
import type { ClientContext } from '../../http/caller-context.js';
import { normaliseUsername } from '../sign-in/sign-in.service.js';
import { parseRegistrationForm } from './registration-form.js';
import { releaseUsernameCheck, takeUsernameCheck } from './username-check-throttle.js';

export interface RegistrationDeps {
  db: Kysely<Database>;
  sessions: SessionService;
}

/**
 * createaccount (spec part 1 §4 "Registration", §5): the form's rules, a password not on the breached
 * list, identity proven against the claimant record, one account per claimant and a unique username.
 * The answer is a registration token; the browser then asks for the activation code with it.
 */
export async function createAccount(
  deps: RegistrationDeps,
  input: { body: CreateAccountRequest; client: ClientContext; now: Date },
): Promise<AccessTokenResponse> {
  const { db } = deps;
  const { client, now } = input;
  const form = parseRegistrationForm(input.body, now);
  assertAcceptableNewPassword(form.NewPassword, form.ReEnterPassword);
  const username = normaliseUsername(form.Username);
  const audit = { actorKind: 'claimant' as const, ...client };
  const refuse = async (reason: string, error: AppError, claimantId: string | null = null) => {
    await recordAudit(db, { ...audit, action: 'registration.refused', claimantId, details: { reason } }, now);
    return error;
  };

  const [claimant] = await findClaimantsByIdentity(db, {
    firstName: form.FirstName,
    lastName: form.LastName,
    dateOfBirth: form.DateOfBirth,
    claimNumber: form.TACNumber,
  });
  // One answer for any mismatch, so the form never tells which identity field was wrong.
  if (!claimant) throw await refuse('notMatched', new AppError('registrationNotMatched'));
  if (await hasAccountForClaimant(db, claimant.id)) {
    throw await refuse('accountExists', new AppError('accountAlreadyExists'), claimant.id);
  }
  const check = { claimantId: claimant.id, clientIp: client.clientIp };
  if (!(await takeUsernameCheck(db, check, now))) {
    throw await refuse('usernameCheckThrottled', new AppError('attemptsThrottled'), claimant.id);
  }
  if (await isUsernameTaken(db, username)) {
    throw await refuse('usernameTaken', new AppError('usernameTaken'), claimant.id);
  }
  await releaseUsernameCheck(db, check, now);

  const passwordHash = await hashPassword(form.NewPassword);
  const accountId = newId();
  const at = toTimestamp(now);
  const home = form.HomeAddress as Address;
  const postal: Address = form.AreAddressesSame || !form.PostalAddress ? home : form.PostalAddress;
  await db.transaction().execute(async (trx) => {
    await createClaimantAccount(trx, {
      id: accountId,
      claimant_id: claimant.id,
      username,
      password_hash: passwordHash,
      activated: 0,
      activated_at: null,
      failed_sign_ins: 0,
      created_at: at,
      updated_at: at,
    });
    // The form's contact details replace the record's; an empty optional mobile keeps the one on file.
    await updateClaimantContact(
      trx,
      claimant.id,
      {
        email: form.EmailAddress === '' ? username : form.EmailAddress,
        ...(form.MobileNumber === '' ? {} : { mobile: form.MobileNumber }),
        home_address: JSON.stringify(home),
        postal_address: JSON.stringify(postal),
        addresses_same: postal === home ? 1 : 0,
      },
      at,
    );
  });

  const session = await deps.sessions.create({
    kind: 'registration',
    accountId,
    claimantId: claimant.id,
    clientIp: client.clientIp,
  });
  await recordAudit(
    db,
    {
      ...audit,
      action: 'registration.created',
      actorId: accountId,
      claimantId: claimant.id,
      details: { username },
    },
    now,
  );
  return { AccessToken: session.token };
}
