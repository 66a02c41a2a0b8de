// A claimant the provider knows who has no portal account yet, made for the journey that needs one.
// Riley is the seed's only such person and registration.e2e.ts gives Riley an account; files run in no
// fixed order, so a journey that needs "no account" cannot borrow Riley. The copy is Riley's provider
// record with an id, e-mail and claim of its own (claim numbers are unique), written straight into the
// server's database as support/remembered-device.ts does; the journey itself stays real.
import { randomInt } from 'node:crypto';
import { createDatabase } from '../../../apps/server/src/db/connect.js';
import { newId } from '../../../apps/server/src/lib/ids.js';
import { riley, type Claimant } from './demo-people.js';
import { laneDatabaseUrl } from './lane.js';

/** A claim number (NN/NNNNN) no claim in the database has. */
function randomClaimNumber(): string {
  return `${randomInt(10, 100)}/${randomInt(10_000, 100_000)}`;
}

/** Riley's provider details under a new claimant with a new claim and no account. */
export async function newUnregisteredClaimant(): Promise<Claimant> {
  const handle = await createDatabase(laneDatabaseUrl());
  try {
    const { db } = handle;
    const claim = await db
      .selectFrom('claims')
      .selectAll()
      .where('number', '=', riley.claimNumber)
      .executeTakeFirstOrThrow();
    const link = await db
      .selectFrom('claimant_claims')
      .select('claimant_id')
      .where('claim_id', '=', claim.id)
      .executeTakeFirstOrThrow();
    const claimant = await db
      .selectFrom('claimants')
      .selectAll()
      .where('id', '=', link.claimant_id)
      .executeTakeFirstOrThrow();

    let claimNumber = randomClaimNumber();
    while (await db.selectFrom('claims').select('id').where('number', '=', claimNumber).executeTakeFirst()) {
      claimNumber = randomClaimNumber();
    }
    const claimantId = newId();
    const claimId = newId();
    const email = `unregistered-${claimantId}@example.com`;
    // external_ref is the provider's unique reference; NULL is allowed (and unique-exempt) on both dialects.
    await db
      .insertInto('claimants')
      .values({ ...claimant, id: claimantId, external_ref: null, email })
      .execute();
    await db
      .insertInto('claims')
      .values({ ...claim, id: claimId, number: claimNumber })
      .execute();
    await db.insertInto('claimant_claims').values({ claimant_id: claimantId, claim_id: claimId }).execute();
    return { ...riley, email, claimNumber };
  } finally {
    await handle.destroy();
  }
}
