// The claimants of the load case (issue 33 "a mixed day"): BENCH_LOAD_SESSIONS people, each with a claim
// and an activated account, so each session is a different claimant with drafts, forms and a claim home
// of their own, as on a scheme's day, rather than hundreds of sessions of the three demo people writing
// the same drafts. Made through the server's own code (the provider's claimant import, the built dist),
// on whichever database the servers use; every account gets Alex's password hash, so all sign in with
// the demo password (hashing 500 passwords would add minutes and test nothing).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './build-output.mjs';

const dist = (path) => pathToFileURL(join(repoRoot, 'apps/server/dist', path)).href;

/**
 * The n-th load claimant's sign-in, claim (claim numbers 70/00000 upwards) and network address: each
 * claimant comes from an address of their own (10.x.y.z, sent as X-Forwarded-For, which the servers
 * trust from loopback as from a balancer), as on the internet, so the per-address sign-in throttle sees
 * each person rather than one address for everybody.
 */
export function loadPerson(index) {
  return {
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    email: `load${String(index).padStart(5, '0')}@example.com`,
    claimNumber: `${70 + Math.floor(index / 100_000)}/${String(index % 100_000).padStart(5, '0')}`,
  };
}

/** A name may hold no digits: the index in letters (0 -> a, 26 -> ba). */
function letters(index) {
  let text = '';
  let rest = index;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

/** Creates `count` claimants, claims and accounts in the database at `databaseUrl` (a path: SQLite). */
export async function seedLoadClaimants(databaseUrl, count) {
  const [{ createDatabase }, { parseClaimantCsv, importClaimantRows }, { newId }] = await Promise.all([
    import(dist('db/connect.js')),
    import(dist('modules/claimant-records/claimant-csv.js')),
    import(dist('lib/ids.js')),
  ]);
  const database = await createDatabase(databaseUrl);
  try {
    const lines = ['ClaimantRef,FirstName,Surname,DateOfBirth,Email,ClaimNumber,DateOfAccident'];
    for (let i = 0; i < count; i += 1) {
      const { email, claimNumber } = loadPerson(i);
      lines.push(`LOAD-${i},Load,Claimant-${letters(i)},01/02/1980,${email},${claimNumber},01/03/2025`);
    }
    const report = await importClaimantRows(
      database.db,
      parseClaimantCsv(lines.join('\n')),
      { actorId: 'bench' },
      new Date(),
    );
    if (report.refused.length > 0)
      throw new Error(`load claimants refused: ${JSON.stringify(report.refused[0])}`);
    const { password_hash } = await database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('username', '=', 'alex@example.com')
      .executeTakeFirstOrThrow();
    const claimants = await database.db
      .selectFrom('claimants')
      .select(['id', 'email'])
      .where('external_ref', 'like', 'LOAD-%')
      .execute();
    const now = new Date().toISOString();
    for (let i = 0; i < claimants.length; i += 200) {
      await database.db
        .insertInto('accounts')
        .values(
          claimants.slice(i, i + 200).map((claimant) => ({
            id: newId(),
            claimant_id: claimant.id,
            username: claimant.email,
            password_hash,
            activated: 1,
            activated_at: now,
            failed_sign_ins: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    return claimants.length;
  } finally {
    await database.destroy();
  }
}
