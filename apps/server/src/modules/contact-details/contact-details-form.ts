import {
  type Address,
  type UpdateContactDetailsRequest,
  contactDetailsFormSchema,
  emailAddressFormSchema,
  messages,
  mobileNumberFormSchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { resolveAddressByMoniker } from '../address-lookup/address-lookup.service.js';

/** What an updatecontactdetails call asks for, checked and normalised. */
export interface ContactUpdate {
  email: string;
  /** Undefined: the call leaves the mobile as it is; '' removes it (it is optional, part 1 §5). */
  mobile: string | undefined;
  /** Undefined: left as it is; null: no phone. */
  phone: { areaCode: string; number: string } | null | undefined;
  home: Address;
  postal: Address;
  addressesSame: boolean;
}

function firstIssue<T>(result: z.util.SafeParseResult<T>): T {
  if (result.success) return result.data;
  // Form messages travel as invalidRequest (101) with the contract's text, as registration does.
  throw new AppError('invalidRequest', { message: result.error.issues[0]?.message });
}

/**
 * The picked address behind a Moniker, from the address index rather than the client's copy. A
 * moniker the index no longer knows keeps the text as sent (the text rules still applied).
 */
async function resolvePicked(
  db: Kysely<Database>,
  address: Address,
): Promise<{ address: Address; isPostalOnly: boolean }> {
  const resolved = address.Moniker ? await resolveAddressByMoniker(db, address.Moniker) : undefined;
  if (resolved) return resolved;
  const { Moniker: _unknown, ...rest } = address;
  return { address: { ...rest, Country: 'Australia' }, isPostalOnly: false };
}

/**
 * The contract's My Details rules (spec part 1 §5): the account keeps an e-mail ("Email Incorrect."),
 * an optional Australian mobile, phone area code and number each required once either is given,
 * a home address that is not a delivery or PO box address, and a postal address unless it is the
 * same as home (null or absent postal means the same, as getaccount answers it).
 */
export async function parseContactUpdate(
  db: Kysely<Database>,
  body: UpdateContactDetailsRequest,
): Promise<ContactUpdate> {
  const { EmailAddress: email } = firstIssue(emailAddressFormSchema.safeParse(body));
  const mobile =
    body.MobileNumber === undefined
      ? undefined
      : firstIssue(mobileNumberFormSchema.safeParse(body)).MobileNumber;
  const form = firstIssue(
    contactDetailsFormSchema.safeParse({
      // IntlNumber is fixed to 61 (part 1 §5): whatever the client echoes is not ours to check.
      PhoneNumber: { AreaCode: body.PhoneNumber?.AreaCode ?? '', Number: body.PhoneNumber?.Number ?? '' },
      HomeAddressForDB: body.HomeAddressForDB,
      PostalAddressForDB: body.PostalAddressForDB,
      AreAddressesSame: body.AreAddressesSame ?? !body.PostalAddressForDB,
    }),
  );

  const home = await resolvePicked(db, form.HomeAddressForDB as Address);
  if (home.isPostalOnly) {
    throw new AppError('invalidRequest', { message: messages.registration.homeAddressPoBox });
  }
  const postal =
    form.AreAddressesSame || !form.PostalAddressForDB
      ? home
      : await resolvePicked(db, form.PostalAddressForDB);
  const phone =
    body.PhoneNumber === undefined
      ? undefined
      : form.PhoneNumber.AreaCode === ''
        ? null
        : { areaCode: form.PhoneNumber.AreaCode, number: form.PhoneNumber.Number };
  return {
    email,
    mobile,
    phone,
    home: home.address,
    postal: postal.address,
    addressesSame: postal === home,
  };
}
