import { serverErrors } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/unique-violation.js';
import { newId } from '../../src/lib/ids.js';
import type { TestApp } from '../support/test-app.js';
import {
  claimantBody,
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  putClaimant,
  uniqueClaimNumber,
} from './provider-data-fixtures.js';

/**
 * Two provider calls at once for the same new claimant or the same new claim: on PostgreSQL both
 * transactions see nothing and insert, so the second meets the unique index. Several pairs per test
 * make the interleaving near certain; SQLite runs one transaction at a time and must answer the same.
 */
const PAIRS = 6;

describe('provider claimant records written at the same time', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
  });
  afterAll(async () => {
    await t.close();
  });
  // A test counts the audit rows its PUTs wrote: none of another test's.
  beforeEach(async () => {
    await t.database.db.deleteFrom('audit_log').execute();
  });

  /** One PUT of the pair won (200), the other was refused with 210 — never the fault number 100. */
  const expectOneWinner = (pair: LightMyRequestResponse[]) => {
    const bodies = pair.map((response) => response.body).join('\n');
    expect(pair.map((response) => response.statusCode).sort(), bodies).toEqual([200, 225]);
    const refused = pair.find((response) => response.statusCode === 225);
    expect(refused && errorsOf(refused)[0]?.Number, bodies).toBe(
      serverErrors.providerClaimLinkedElsewhere.Number,
    );
  };

  const claimantsWithRef = async (ref: string) =>
    t.database.db.selectFrom('claimants').select('id').where('external_ref', '=', ref).execute();

  it('answers 200 to both first PUTs of a new reference and keeps one claimant', async () => {
    const pairs = Array.from({ length: PAIRS }, (_, index) => ({
      ref: `TAC-RACE-${index}`,
      claim: uniqueClaimNumber(),
    }));
    const responses = await Promise.all(
      pairs.flatMap(({ ref, claim }) => [
        putClaimant(t, key, ref, claimantBody(claim)),
        putClaimant(t, key, ref, claimantBody(claim, { Email: 'second@example.com' })),
      ]),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    for (const { ref, claim } of pairs) {
      expect(await claimantsWithRef(ref)).toHaveLength(1);
      const claims = await t.database.db
        .selectFrom('claims')
        .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
        .select('claims.number')
        .where('claims.number', '=', claim)
        .execute();
      expect(claims).toEqual([{ number: claim }]);
    }
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['provider.claimant.created', 'provider.claimant.updated'])
      .execute();
    const created = audit.filter((row) => row.action === 'provider.claimant.created');
    expect(created).toHaveLength(PAIRS);
    expect(audit).toHaveLength(PAIRS * 2);
  });

  it('links a new claim claimed by two claimants at once to one of them; the other gets 210', async () => {
    const pairs = Array.from({ length: PAIRS }, (_, index) => ({
      refs: [`TAC-CLAIM-A${index}`, `TAC-CLAIM-B${index}`],
      claim: uniqueClaimNumber(),
    }));
    const responses = await Promise.all(
      pairs.map(({ refs, claim }) =>
        Promise.all(refs.map((ref) => putClaimant(t, key, ref, claimantBody(claim)))),
      ),
    );
    for (const [index, pair] of responses.entries()) {
      expectOneWinner(pair);
      const { refs, claim } = pairs[index] as (typeof pairs)[number];
      const owners = await t.database.db
        .selectFrom('claims')
        .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
        .innerJoin('claimants', 'claimants.id', 'claimant_claims.claimant_id')
        .select('claimants.external_ref')
        .where('claims.number', '=', claim)
        .execute();
      expect(owners).toHaveLength(1);
      // The refused claimant's whole PUT is undone, the claimant included.
      const loser = refs.find((ref) => ref !== owners[0]?.external_ref) ?? '';
      expect(await claimantsWithRef(loser)).toEqual([]);
    }
  });

  it('links an existing unlinked claim claimed by two claimants at once to one of them', async () => {
    const claims = Array.from({ length: PAIRS }, () => uniqueClaimNumber());
    await t.database.db
      .insertInto('claims')
      .values(
        claims.map((number) => ({
          id: newId(),
          number,
          accident_date: '2025-02-03',
          location: null,
          created_at: t.clock.now().toISOString(),
        })),
      )
      .execute();
    const responses = await Promise.all(
      claims.map((claim, index) =>
        Promise.all(
          ['X', 'Y'].map((side) => putClaimant(t, key, `TAC-OLD-${side}${index}`, claimantBody(claim))),
        ),
      ),
    );
    for (const pair of responses) expectOneWinner(pair);
    for (const claim of claims) {
      const links = await t.database.db
        .selectFrom('claims')
        .innerJoin('claimant_claims', 'claimant_claims.claim_id', 'claims.id')
        .select('claimant_claims.claimant_id')
        .where('claims.number', '=', claim)
        .execute();
      expect(links).toHaveLength(1);
    }
  });

  it('settles two claimants naming the same new claims in opposite orders without a fault', async () => {
    const responses = await Promise.all(
      Array.from({ length: PAIRS }, (_, index) => {
        const numbers = Array.from({ length: 5 }, () => uniqueClaimNumber());
        const claims = (list: string[]) => list.map((Number) => ({ Number, DateOfAccident: '03/02/2025' }));
        const [first = ''] = numbers;
        return Promise.all([
          putClaimant(t, key, `TAC-CROSS-A${index}`, claimantBody(first, { Claims: claims(numbers) })),
          putClaimant(
            t,
            key,
            `TAC-CROSS-B${index}`,
            claimantBody(first, { Claims: claims([...numbers].reverse()) }),
          ),
        ]);
      }),
    );
    for (const pair of responses) expectOneWinner(pair);
  });

  it('recognises a unique violation of this database, and nothing else', async () => {
    const claim = {
      number: uniqueClaimNumber(),
      accident_date: '2025-02-03',
      location: null,
      created_at: t.clock.now().toISOString(),
    };
    await t.database.db
      .insertInto('claims')
      .values({ id: newId(), ...claim })
      .execute();
    const duplicate = await t.database.db
      .insertInto('claims')
      .values({ id: newId(), ...claim })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    const notNull = await t.database.db
      .insertInto('claims')
      .values({
        id: newId(),
        ...claim,
        number: uniqueClaimNumber(),
        accident_date: null as unknown as string,
      })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
