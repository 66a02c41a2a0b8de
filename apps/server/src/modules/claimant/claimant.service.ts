import type { Kysely } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/schema.js';
import {
  activateAccount as activateAccountRow,
  addFailedSignIn,
  clearFailedSignIns as clearFailedSignInsRow,
  insertAccount,
  insertClaimant,
  setPasswordHashClearingFailures,
  updateClaimant,
  updatePasswordHash,
} from './claimant.repository.js';

/**
 * The person: the claimant's identity, account and contact details, and the tables behind them
 * (`claimants`, `accounts`; issue 31). Other modules read and change the person only through this
 * file. Every function takes the database or the calling service's transaction first, so a change
 * commits with that service's other writes (its audit entry, its queued notices) exactly as before;
 * the calling service owns the transaction and the rules, this module owns the statements.
 */

export type { AccountRow, ClaimantRow } from './claimant.repository.js';
export {
  findAccountById,
  findAccountByUsername,
  findAccountOfClaimant,
  findAccountSummaryOfClaimant,
  findActivatedClaimantsOfClaim,
  findClaimantById,
  findClaimantByRef,
  findClaimantOfClaimByBirth,
  findContactMethods,
  findPersonalDetails,
  hasAccountForClaimant,
  hasAnyAccountNamed,
  isUsernameTaken,
} from './claimant.repository.js';
export {
  type IdentityDetails,
  findClaimantsByIdentity,
  normaliseName,
  storedDateOf,
} from './claimant-identity.js';

type ClaimantColumns = RowUpdate<'claimants'>;

/** Where the claimant is reached: e-mail, mobile, phone, addresses and the channels they prefer. */
export type ContactColumns = Pick<
  ClaimantColumns,
  | 'email'
  | 'mobile'
  | 'phone_area_code'
  | 'phone_number'
  | 'home_address'
  | 'postal_address'
  | 'addresses_same'
  | 'pref_sms'
  | 'pref_email'
>;

/** The bank account reimbursements are paid into, and whether the claimant confirmed it. */
export type BankColumns = Pick<
  ClaimantColumns,
  'bank_name' | 'bank_account_name' | 'bank_bsb' | 'bank_account_number' | 'bank_details_verified'
>;

/** What the provider's record sets (identity, contact, bank and flags); not the keys or timestamps. */
export type ClaimantRecordColumns = Omit<
  ClaimantColumns,
  'id' | 'external_ref' | 'created_at' | 'updated_at'
>;

// ---- The claimant record ----

/** A new claimant from the provider's record (provider API, CSV import). */
export async function createClaimant(db: Kysely<Database>, row: NewRow<'claimants'>): Promise<void> {
  await insertClaimant(db, row);
}

/** The provider's record changes the claimant's columns it gives. */
export async function updateClaimantRecord(
  db: Kysely<Database>,
  claimantId: string,
  columns: ClaimantRecordColumns,
  at: string,
): Promise<void> {
  await updateClaimant(db, claimantId, { ...columns, updated_at: at });
}

export async function updateClaimantContact(
  db: Kysely<Database>,
  claimantId: string,
  columns: ContactColumns,
  at: string,
): Promise<void> {
  await updateClaimant(db, claimantId, { ...columns, updated_at: at });
}

export async function updateContactPreferences(
  db: Kysely<Database>,
  claimantId: string,
  preferences: { sms: boolean; email: boolean },
  at: string,
): Promise<void> {
  await updateClaimantContact(
    db,
    claimantId,
    { pref_sms: preferences.sms ? 1 : 0, pref_email: preferences.email ? 1 : 0 },
    at,
  );
}

export async function updateClaimantBank(
  db: Kysely<Database>,
  claimantId: string,
  columns: BankColumns,
  at: string,
): Promise<void> {
  await updateClaimant(db, claimantId, { ...columns, updated_at: at });
}

export async function markBankDetailsVerified(
  db: Kysely<Database>,
  claimantId: string,
  at: string,
): Promise<void> {
  await updateClaimantBank(db, claimantId, { bank_details_verified: 1 }, at);
}

// ---- The account ----

/** The account registration opens for the claimant (not activated until its access code). */
export async function createClaimantAccount(db: Kysely<Database>, row: NewRow<'accounts'>): Promise<void> {
  await insertAccount(db, row);
}

/** A password the signed-in claimant changed: the failed sign-ins stand. */
export async function changePasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await updatePasswordHash(db, accountId, passwordHash, at);
}

/** A password reset: the new password starts with no failed sign-ins. */
export async function resetPasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await setPasswordHashClearingFailures(db, accountId, passwordHash, at);
}

export async function recordFailedSignIn(db: Kysely<Database>, accountId: string, at: string): Promise<void> {
  await addFailedSignIn(db, accountId, at);
}

export async function clearFailedSignIns(db: Kysely<Database>, accountId: string): Promise<void> {
  await clearFailedSignInsRow(db, accountId);
}

/** The first right access code after registration activates the account; later ones change nothing. */
export async function activateAccount(db: Kysely<Database>, accountId: string, at: string): Promise<void> {
  await activateAccountRow(db, accountId, at);
}
