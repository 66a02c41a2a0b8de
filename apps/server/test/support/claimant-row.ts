import type { NewRow } from '../../src/db/schema.js';

type Required = 'id' | 'first_name' | 'surname' | 'date_of_birth';

/**
 * A claimant row for tests: a plain person with no contact, address or bank details, bank edits
 * allowed and e-mail notices on. Tests name only what their case is about.
 */
export function claimantRow(
  fields: Pick<NewRow<'claimants'>, Required> & Partial<NewRow<'claimants'>>,
  at: string,
): NewRow<'claimants'> {
  return {
    external_ref: null,
    title: null,
    middle_names: null,
    email: null,
    mobile: null,
    phone_area_code: null,
    phone_number: null,
    home_address: null,
    postal_address: null,
    addresses_same: 1,
    bank_name: null,
    bank_account_name: null,
    bank_bsb: null,
    bank_account_number: null,
    bank_details_verified: 0,
    bank_edit_allowed: 1,
    is_state_trustee: 0,
    mobile_edit_disabled: 0,
    email_edit_disabled: 0,
    pref_sms: 0,
    pref_email: 1,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
