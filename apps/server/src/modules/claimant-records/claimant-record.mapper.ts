import type { ProviderClaimant } from '@portal/contract';
import { parseStoredAddress } from '../account/index.js';
import { wireDateOf } from '../../lib/wire-date.js';
import type { ClaimantRow } from '../claimant/claimant.service.js';

export interface ClaimantRecordParts {
  claimant: ClaimantRow;
  claims: { number: string; accident_date: string; location: string | null }[];
  account:
    { username: string; activated: number; activated_at: string | null; created_at: string } | undefined;
}

/**
 * The one mapping from rows to the provider's view of a claimant (contract providerClaimantSchema).
 * BankDetailsCanEdit here is the provider's flag as stored; getaccount adds the 48-hour rule.
 */
export function toProviderClaimant({ claimant, claims, account }: ClaimantRecordParts): ProviderClaimant {
  const phone =
    claimant.phone_area_code && claimant.phone_number
      ? { AreaCode: claimant.phone_area_code, Number: claimant.phone_number }
      : null;
  return {
    ClaimantRef: claimant.external_ref ?? '',
    Title: claimant.title,
    FirstName: claimant.first_name,
    MiddleNames: claimant.middle_names,
    Surname: claimant.surname,
    DateOfBirth: wireDateOf(claimant.date_of_birth),
    Email: claimant.email,
    Mobile: claimant.mobile,
    Phone: phone,
    HomeAddress: parseStoredAddress(claimant.home_address),
    PostalAddress: parseStoredAddress(claimant.postal_address),
    AddressesSame: claimant.addresses_same === 1,
    BankName: claimant.bank_name,
    BankAccountName: claimant.bank_account_name,
    BSB: claimant.bank_bsb,
    AccountNumber: claimant.bank_account_number,
    BankDetailsVerified: claimant.bank_details_verified === 1,
    BankDetailsCanEdit: claimant.bank_edit_allowed === 1,
    IsStateTrustee: claimant.is_state_trustee === 1,
    EmailEditDisabled: claimant.email_edit_disabled === 1,
    MobileEditDisabled: claimant.mobile_edit_disabled === 1,
    Preferences: { SMS: claimant.pref_sms === 1, Email: claimant.pref_email === 1 },
    Claims: claims.map((claim) => ({
      Number: claim.number,
      DateOfAccident: wireDateOf(claim.accident_date),
      Location: claim.location,
    })),
    Account: account
      ? {
          Username: account.username,
          Activated: account.activated === 1,
          ActivatedAt: account.activated_at,
          CreatedAt: account.created_at,
        }
      : null,
    CreatedAt: claimant.created_at,
    UpdatedAt: claimant.updated_at,
  };
}
