import type { Address, PutProviderClaimant } from '@portal/contract';
import { type ClaimantRecordColumns, type ClaimantRow, storedDateOf } from '../claimant/claimant.service.js';

/**
 * The claimant columns a provider PUT sets. Identity is always given; every other field left out keeps
 * the stored value (a claimant may have changed it in the portal since), null or '' clears it.
 */
export type ClaimantColumns = ClaimantRecordColumns;

const flag = (value: boolean): number => (value ? 1 : 0);
const orNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();
const addressJson = (address: Address): string => JSON.stringify({ ...address, Country: 'Australia' });

function addressColumns(body: PutProviderClaimant, before: ClaimantRow | undefined): ClaimantColumns {
  const home = body.HomeAddress === undefined ? undefined : body.HomeAddress && addressJson(body.HomeAddress);
  const homeNow = home === undefined ? (before?.home_address ?? null) : home;
  // PostalAddress null means "same as home"; left out keeps whether it was the same (new: the same).
  if (body.PostalAddress === undefined) {
    const same = before === undefined || before.addresses_same === 1;
    if (!same) return home === undefined ? {} : { home_address: home };
    return { home_address: homeNow, postal_address: homeNow, addresses_same: 1 };
  }
  if (body.PostalAddress === null)
    return { home_address: homeNow, postal_address: homeNow, addresses_same: 1 };
  return { home_address: homeNow, postal_address: addressJson(body.PostalAddress), addresses_same: 0 };
}

function bankColumns(
  body: PutProviderClaimant,
  before: ClaimantRow | undefined,
  bankName: string | null,
): ClaimantColumns {
  if (body.BSB === undefined) return {};
  if (body.BSB === null) {
    return {
      bank_name: null,
      bank_account_name: null,
      bank_bsb: null,
      bank_account_number: null,
      bank_details_verified: 0,
    };
  }
  const changed =
    before?.bank_bsb !== body.BSB ||
    before.bank_account_number !== body.AccountNumber ||
    before.bank_account_name !== body.BankAccountName;
  return {
    bank_name: bankName,
    bank_account_name: body.BankAccountName ?? null,
    bank_bsb: body.BSB,
    bank_account_number: body.AccountNumber ?? null,
    // New numbers are for the claimant to confirm again in the portal (verifybankdetails).
    ...(changed ? { bank_details_verified: 0 } : {}),
  };
}

function phoneColumns(body: PutProviderClaimant): ClaimantColumns {
  if (body.Phone === undefined) return {};
  const none = body.Phone === null || (body.Phone.AreaCode === '' && body.Phone.Number === '');
  return none
    ? { phone_area_code: null, phone_number: null }
    : { phone_area_code: body.Phone?.AreaCode ?? null, phone_number: body.Phone?.Number ?? null };
}

function flagColumns(body: PutProviderClaimant): ClaimantColumns {
  const columns: ClaimantColumns = {};
  if (body.BankDetailsCanEdit !== undefined) columns.bank_edit_allowed = flag(body.BankDetailsCanEdit);
  if (body.IsStateTrustee !== undefined) columns.is_state_trustee = flag(body.IsStateTrustee);
  if (body.EmailEditDisabled !== undefined) columns.email_edit_disabled = flag(body.EmailEditDisabled);
  if (body.MobileEditDisabled !== undefined) columns.mobile_edit_disabled = flag(body.MobileEditDisabled);
  return columns;
}

/**
 * Preferences follow the contact behind them: a cleared e-mail or mobile turns its preference off, and
 * when none is left on (or the record is new) e-mail is chosen if there is one, else SMS if there is
 * a mobile, as at least one contact method stays on where it can (part 1 §4, error 164).
 */
function preferenceColumns(
  before: ClaimantRow | undefined,
  email: string | null,
  mobile: string | null,
): ClaimantColumns {
  let prefEmail = before?.pref_email === 1 && email !== null;
  let prefSms = before?.pref_sms === 1 && mobile !== null;
  if (!prefEmail && !prefSms) {
    prefEmail = email !== null;
    prefSms = email === null && mobile !== null;
  }
  return { pref_email: flag(prefEmail), pref_sms: flag(prefSms) };
}

/** Every column the PUT sets, given the stored row (undefined for a new claimant). */
export function claimantColumnsOf(
  body: PutProviderClaimant,
  before: ClaimantRow | undefined,
  bankName: string | null,
): ClaimantColumns {
  const email = body.Email === undefined ? (before?.email ?? null) : orNull(body.Email);
  const mobile = body.Mobile === undefined ? (before?.mobile ?? null) : orNull(body.Mobile);
  return {
    first_name: body.FirstName,
    surname: body.Surname,
    // The schema checked it is a real past day, so it always converts.
    date_of_birth: storedDateOf(body.DateOfBirth) ?? body.DateOfBirth,
    ...(body.Title === undefined ? {} : { title: orNull(body.Title) }),
    ...(body.MiddleNames === undefined ? {} : { middle_names: orNull(body.MiddleNames) }),
    ...(body.Email === undefined ? {} : { email }),
    ...(body.Mobile === undefined ? {} : { mobile }),
    ...phoneColumns(body),
    ...addressColumns(body, before),
    ...bankColumns(body, before, bankName),
    ...flagColumns(body),
    ...preferenceColumns(before, email, mobile),
  };
}

/** Columns whose value differs from the stored row (for the audit trail). */
export function changedColumns(columns: ClaimantColumns, before: ClaimantRow | undefined): string[] {
  return Object.entries(columns)
    .filter(([name, value]) => before === undefined || before[name as keyof ClaimantRow] !== value)
    .map(([name]) => name);
}
