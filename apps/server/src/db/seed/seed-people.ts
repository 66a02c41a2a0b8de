import { newId } from '../../lib/ids.js';
import { addressJson, DEMO_PASSWORD, demoPeople, type DemoPerson } from './demo-people.js';
import { hoursBefore, type SeedContext } from './seed-context.js';

export interface SeededPeople {
  claimantIds: Record<DemoPerson['key'], string>;
  /** Claim id by claim number. */
  claimIds: Record<string, string>;
}

/** Claimants, their claims and links, and accounts (spec part 1 §3). */
export async function seedPeople(
  ctx: SeedContext,
  hashPassword: (password: string) => Promise<string>,
): Promise<SeededPeople> {
  const claimantIds = {} as Record<DemoPerson['key'], string>;
  const claimIds: Record<string, string> = {};
  // Every demo account has the one published demo password, so it is hashed once, not per account:
  // argon2id is slow on purpose, and the demo data is seeded at every start of an empty database
  // (and by many tests). A shared salt reveals only that the passwords are equal, which the README says.
  let demoPasswordHash: Promise<string> | undefined;
  for (const person of demoPeople) {
    const claimantId = newId();
    claimantIds[person.key] = claimantId;
    // The provider knew the claimant from the claim's lodgement, long before any portal account.
    const createdAt = claimantCreatedAt(person);
    await ctx.db
      .insertInto('claimants')
      .values({
        id: claimantId,
        external_ref: person.externalRef,
        title: person.title,
        first_name: person.firstName,
        middle_names: person.middleNames,
        surname: person.surname,
        date_of_birth: person.dateOfBirth,
        email: person.email,
        mobile: person.mobile,
        phone_area_code: person.phone?.areaCode ?? null,
        phone_number: person.phone?.number ?? null,
        home_address: addressJson(person.home),
        postal_address: addressJson(person.postal ?? person.home),
        addresses_same: person.postal ? 0 : 1,
        bank_name: person.bank?.name ?? null,
        bank_account_name: person.bank?.accountName ?? null,
        bank_bsb: person.bank?.bsb ?? null,
        bank_account_number: person.bank?.accountNumber ?? null,
        bank_details_verified: 0,
        bank_edit_allowed: 1,
        is_state_trustee: 0,
        mobile_edit_disabled: 0,
        email_edit_disabled: 0,
        pref_sms: person.mobile ? 1 : 0,
        pref_email: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();

    for (const claim of person.claims) {
      const claimId = newId();
      claimIds[claim.number] = claimId;
      await ctx.db
        .insertInto('claims')
        .values({
          id: claimId,
          number: claim.number,
          accident_date: claim.accidentDate,
          location: claim.location,
          created_at: `${claim.accidentDate}T00:00:00.000Z`,
        })
        .execute();
      await ctx.db
        .insertInto('claimant_claims')
        .values({ claimant_id: claimantId, claim_id: claimId })
        .execute();
    }

    if (person.account) {
      const accountCreated = hoursBefore(ctx.now, person.account.ageHours);
      await ctx.db
        .insertInto('accounts')
        .values({
          id: newId(),
          claimant_id: claimantId,
          username: person.email.toLowerCase(),
          password_hash: await (demoPasswordHash ??= hashPassword(DEMO_PASSWORD)),
          activated: person.account.activated ? 1 : 0,
          activated_at: person.account.activated
            ? new Date(accountCreated.getTime() + 6 * 60_000).toISOString()
            : null,
          failed_sign_ins: 0,
          created_at: accountCreated.toISOString(),
          updated_at: accountCreated.toISOString(),
        })
        .execute();
    }
  }
  return { claimantIds, claimIds };
}

function claimantCreatedAt(person: DemoPerson): string {
  const earliest = person.claims.map((c) => c.accidentDate).sort()[0] ?? '2020-01-01';
  return new Date(Date.parse(`${earliest}T00:00:00.000Z`) + 3 * 86_400_000).toISOString();
}
