import type { Kysely } from 'kysely';
import type { Database, NewRow, Row, RowUpdate } from '../../db/schema.js';

/**
 * The only SQL on the person's tables, `claimants` and `accounts` (STYLE.md principle 12, issue 31):
 * other modules reach them through claimant.service.ts, and test/architecture/person-tables.test.ts
 * keeps it so. Each function takes the database or the caller's transaction first; the caller's
 * service owns the transaction.
 */

export type ClaimantRow = Row<'claimants'>;
export type AccountRow = Row<'accounts'>;

// ---- Claimants ----

export async function findClaimantById(db: Kysely<Database>, id: string): Promise<ClaimantRow | undefined> {
  return db.selectFrom('claimants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findClaimantByRef(
  db: Kysely<Database>,
  externalRef: string,
): Promise<ClaimantRow | undefined> {
  return db.selectFrom('claimants').selectAll().where('external_ref', '=', externalRef).executeTakeFirst();
}

/** The e-mail and mobile on record: where a code or a notice goes. */
export async function findContactMethods(
  db: Kysely<Database>,
  claimantId: string,
): Promise<{ email: string | null; mobile: string | null } | undefined> {
  return db
    .selectFrom('claimants')
    .select(['email', 'mobile'])
    .where('id', '=', claimantId)
    .executeTakeFirst();
}

export async function findPersonalDetails(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('claimants')
    .select(['title', 'first_name', 'middle_names', 'surname', 'date_of_birth'])
    .where('id', '=', claimantId)
    .executeTakeFirst();
}

/** The claimants linked to the claim with this number. */
export async function findClaimantsOfClaimNumber(
  db: Kysely<Database>,
  claimNumber: string,
): Promise<ClaimantRow[]> {
  return db
    .selectFrom('claims')
    .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
    .innerJoin('claimants', 'claimants.id', 'claimant_claims.claimant_id')
    .selectAll('claimants')
    .where('claims.number', '=', claimNumber)
    .execute();
}

/** The claimant linked to the claim whose stored date of birth (yyyy-mm-dd) matches. */
export async function findClaimantOfClaimByBirth(
  db: Kysely<Database>,
  claimNumber: string,
  dateOfBirth: string,
): Promise<{ claimantId: string; claimId: string } | undefined> {
  return db
    .selectFrom('claims')
    .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
    .innerJoin('claimants', 'claimants.id', 'claimant_claims.claimant_id')
    .select(['claimants.id as claimantId', 'claims.id as claimId'])
    .where('claims.number', '=', claimNumber)
    .where('claimants.date_of_birth', '=', dateOfBirth)
    .orderBy('claimants.id')
    .executeTakeFirst();
}

/** Claimants of the claim with an activated account, with their contact methods and preferences. */
export async function findActivatedClaimantsOfClaim(db: Kysely<Database>, claimId: string) {
  return db
    .selectFrom('claimant_claims')
    .innerJoin('claimants', 'claimants.id', 'claimant_claims.claimant_id')
    .innerJoin('accounts', 'accounts.claimant_id', 'claimants.id')
    .select([
      'claimants.id',
      'claimants.email',
      'claimants.mobile',
      'claimants.pref_email',
      'claimants.pref_sms',
    ])
    .where('claimant_claims.claim_id', '=', claimId)
    .where('accounts.activated', '=', 1)
    .execute();
}

export async function insertClaimant(db: Kysely<Database>, row: NewRow<'claimants'>): Promise<void> {
  await db.insertInto('claimants').values(row).execute();
}

export async function updateClaimant(
  db: Kysely<Database>,
  claimantId: string,
  changes: RowUpdate<'claimants'>,
): Promise<void> {
  await db.updateTable('claimants').set(changes).where('id', '=', claimantId).execute();
}

// ---- Accounts ----

export async function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findAccountOfClaimant(
  db: Kysely<Database>,
  claimantId: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('claimant_id', '=', claimantId).executeTakeFirst();
}

/** What the provider sees of a claimant's account. */
export async function findAccountSummaryOfClaimant(db: Kysely<Database>, claimantId: string) {
  return db
    .selectFrom('accounts')
    .select(['username', 'activated', 'activated_at', 'created_at'])
    .where('claimant_id', '=', claimantId)
    .executeTakeFirst();
}

export async function hasAccountForClaimant(db: Kysely<Database>, claimantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('claimant_id', '=', claimantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUsernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  return hasAnyAccountNamed(db, [username]);
}

/** Whether any of these usernames has an account (the demo start-up asks before it seeds). */
export async function hasAnyAccountNamed(
  db: Kysely<Database>,
  usernames: readonly string[],
): Promise<boolean> {
  if (usernames.length === 0) return false;
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', 'in', usernames)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Kysely<Database>, row: NewRow<'accounts'>): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', accountId)
    .execute();
}

export async function setPasswordHashClearingFailures(
  db: Kysely<Database>,
  accountId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, failed_sign_ins: 0, updated_at: at })
    .where('id', '=', accountId)
    .execute();
}

export async function addFailedSignIn(db: Kysely<Database>, accountId: string, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1), updated_at: at }))
    .where('id', '=', accountId)
    .execute();
}

export async function clearFailedSignIns(db: Kysely<Database>, accountId: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', accountId)
    .where('failed_sign_ins', '<>', 0)
    .execute();
}

export async function activateAccount(db: Kysely<Database>, accountId: string, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ activated: 1, activated_at: at, updated_at: at })
    .where('id', '=', accountId)
    .where('activated', '=', 0)
    .execute();
}
