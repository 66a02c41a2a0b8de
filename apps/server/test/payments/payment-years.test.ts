// The years getpayments lists (issue 32, migration 0016) follow the provider's PUTs: a payment in a new
// year adds it, a year's only payment cancelled or moved to another claim takes it away, and parallel
// PUTs on one claim in different years leave every year (each PUT writes the claim's years only after
// the PUTs before it committed). The migration fills the years of the payments already stored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import {
  createProviderTestApp,
  newProviderKey,
  signedInClaimant,
} from '../provider-claimants/provider-data-fixtures.js';
import { migratorOf } from '../support/database-tools.js';
import type { TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { getPayments, paymentBody, putPayment } from './payments-fixtures.js';

describe('the years of a claim’s payments', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Jordan');
  });
  afterAll(async () => t.close());

  const body = (overrides: Record<string, unknown> = {}) =>
    paymentBody(claimant.claimNumber, { Status: 'paid', PaymentDate: '15/03/2016', ...overrides });
  const yearsOf = async (token: string) => (await getPayments(t, token)).Years;

  it('lists a year once a payment is put in it, and no longer once its only payment is cancelled', async () => {
    expect(await yearsOf(claimant.token)).not.toContain(2015);
    expect((await putPayment(t, key, 'YEARS-2016', body())).statusCode).toBe(200);
    expect(await yearsOf(claimant.token)).toContain(2015);
    expect((await getPayments(t, claimant.token, 2015)).Items).toHaveLength(1);

    expect((await putPayment(t, key, 'YEARS-2016', body({ Status: 'cancelled' }))).statusCode).toBe(200);
    expect(await yearsOf(claimant.token)).not.toContain(2015);
  });

  it('moves the year with a payment moved to another claim', async () => {
    const other = await signedInClaimant(t, key, 'Morgan');
    await putPayment(t, key, 'YEARS-MOVED', body({ PaymentDate: '10/10/2012' }));
    expect(await yearsOf(claimant.token)).toContain(2012);
    expect(await yearsOf(other.token)).not.toContain(2012);

    const moved = await putPayment(
      t,
      key,
      'YEARS-MOVED',
      body({ PaymentDate: '10/10/2012', ClaimNumber: other.claimNumber }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await yearsOf(claimant.token)).not.toContain(2012);
    expect(await yearsOf(other.token)).toContain(2012);
  });

  it('keeps every year when PUTs in different years on one claim run at once', async () => {
    const years = Array.from({ length: 12 }, (_, i) => 1995 + i);
    const answers = await Promise.all(
      years.map((year) =>
        putPayment(t, key, `YEARS-PARALLEL-${year}`, body({ PaymentDate: `01/08/${year}` })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(years.map(() => 200));
    expect(await yearsOf(claimant.token)).toEqual(expect.arrayContaining(years));
  });
});

describe('migration 0016', () => {
  const AT = '2026-04-01T00:00:00.000Z';
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.destroy();
    handle = undefined;
  });

  it('fills each claim’s years from its scheduled and paid payments', async () => {
    handle = await createTestDatabase();
    const migrator = await migratorOf(handle);
    expect((await migrator.migrateTo('2026-11-28-0015-claim-events')).error).toBeUndefined();
    const db = handle.db;
    await db
      .insertInto('claims')
      .values(
        ['c1', 'c2'].map((id) => ({
          id,
          number: `88/${id}`,
          accident_date: '2025-01-10',
          location: null,
          created_at: AT,
        })),
      )
      .execute();
    const payment = (id: string, claimId: string, year: number, status: string) => ({
      id,
      reference: `REF-${id}`,
      claim_id: claimId,
      kind: 'incomeSupport',
      description: 'Income support',
      amount: 100,
      status,
      payment_date: `${year}-08-01`,
      financial_year: year,
      submission_id: null,
      account_last_digits: null,
      remittance_file_id: null,
      created_at: AT,
      updated_at: AT,
      paid_at: null,
    });
    await db
      .insertInto('payments')
      .values([
        payment('p1', 'c1', 2024, 'paid'),
        payment('p2', 'c1', 2024, 'scheduled'),
        payment('p3', 'c1', 2022, 'paid'),
        payment('p4', 'c1', 2021, 'cancelled'),
        payment('p5', 'c2', 2025, 'scheduled'),
      ])
      .execute();

    expect((await migrator.migrateTo('2026-11-29-0016-payment-years')).error).toBeUndefined();
    const rows = await db
      .selectFrom('payment_years')
      .selectAll()
      .orderBy('claim_id')
      .orderBy('financial_year')
      .execute();
    expect(rows).toEqual([
      { claim_id: 'c1', financial_year: 2022 },
      { claim_id: 'c1', financial_year: 2024 },
      { claim_id: 'c2', financial_year: 2025 },
    ]);
  });
});
