import {
  type Account,
  type Address,
  BANK_EDIT_BLOCK_HOURS,
  type PhoneNumber,
  addressSchema,
} from '@portal/contract';
import { maskAccountNumber } from '../audit/audit.service.js';
import { wireDateOf } from '../../lib/wire-date.js';
import type { AccountRow, ClaimantRow } from '../claimant/claimant.service.js';

/**
 * The one mapping from the claimant and account rows to the contract's Account (spec part 1 §3).
 * Shared by getaccount and the My Details edit modules.
 */

/** PhoneNumber's IntlNumber is fixed to Australia (part 1 §3). */
export const PHONE_INTL_NUMBER = '61';

/** Addresses are stored as JSON of the contract's shape (schema.ts); anything unreadable counts as none. */
export function parseStoredAddress(json: string | null): Address | null {
  if (json === null || json === '') return null;
  try {
    const parsed = addressSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function phoneNumberOf(claimant: ClaimantRow): PhoneNumber | null {
  if (!claimant.phone_area_code || !claimant.phone_number) return null;
  return { IntlNumber: PHONE_INTL_NUMBER, AreaCode: claimant.phone_area_code, Number: claimant.phone_number };
}

/**
 * BankDetailsCanEdit: the provider's flag, never for a State Trustees client, and not in the first
 * BANK_EDIT_BLOCK_HOURS after the account was made (part 1 §6, §9).
 */
export function bankDetailsCanEdit(claimant: ClaimantRow, account: AccountRow, now: Date): boolean {
  const ageMs = now.getTime() - new Date(account.created_at).getTime();
  return (
    claimant.bank_edit_allowed === 1 &&
    claimant.is_state_trustee === 0 &&
    ageMs >= BANK_EDIT_BLOCK_HOURS * 3_600_000
  );
}

/** Bank details as shown: the account number masked but for its last 3 digits; null when none stored. */
function bankAccountDetailsOf(claimant: ClaimantRow): Account['BankAccountDetails'] {
  if (claimant.bank_account_number === null || claimant.bank_account_number === '') return null;
  return {
    BankName: claimant.bank_name ?? '',
    AccountName: claimant.bank_account_name ?? '',
    Bsb: claimant.bank_bsb ?? '',
    AccountNumber: maskAccountNumber(claimant.bank_account_number) ?? '',
  };
}

export function toAccount(claimant: ClaimantRow, account: AccountRow, now: Date): Account {
  const home = parseStoredAddress(claimant.home_address);
  const postal = parseStoredAddress(claimant.postal_address);
  const same = claimant.addresses_same === 1;
  return {
    PersonalDetails: {
      Title: claimant.title ?? 'Unknown',
      FirstName: claimant.first_name,
      MiddleNames: claimant.middle_names ?? '',
      Surname: claimant.surname,
      DateOfBirth: wireDateOf(claimant.date_of_birth),
    },
    ContactDetails: {
      EmailAddress: claimant.email ?? '',
      MobileNumber: claimant.mobile ?? '',
      PhoneNumber: phoneNumberOf(claimant),
      HomeAddressForDB: home,
      // Null when the postal address is the home address (the update call's convention too).
      PostalAddressForDB: same ? null : postal,
    },
    HomeAddressEdit: home?.ExperianSingleSelectedLine ?? '',
    // The postal edit field starts with the home line when they are the same.
    PostalAddressEdit: (same ? home : postal)?.ExperianSingleSelectedLine ?? '',
    AreAddressesSame: same,
    BankAccountDetails: bankAccountDetailsOf(claimant),
    BankDetailsCanEdit: bankDetailsCanEdit(claimant, account, now),
    BankDetailsVerified: claimant.bank_details_verified === 1,
    Preferences: { SMS: claimant.pref_sms === 1, Email: claimant.pref_email === 1 },
    IsStateTrustee: claimant.is_state_trustee === 1,
    MobileEditDisabled: claimant.mobile_edit_disabled === 1,
    EmailEditDisabled: claimant.email_edit_disabled === 1,
  };
}
