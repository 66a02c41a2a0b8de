import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { newId } from '../../src/lib/ids.js';
import { isUniqueViolation } from '../../src/db/unique-violation.js';
import { createTestDatabase } from '../support/test-database.js';

const at = '2026-11-21T04:00:00.000Z';

/** Migration 0004: inbox_messages.provider_reference, unique per claim, NULL any number of times. */
describe('inbox_messages.provider_reference', () => {
  let handle: DatabaseHandle;
  const claims = ['claim-ref-a', 'claim-ref-b'];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insertInto('claims')
      .values(
        claims.map((id, i) => ({
          id,
          number: `88/0000${i}`,
          accident_date: '2025-01-01',
          location: null,
          created_at: at,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await handle.destroy();
  });
  // Each test starts with no messages on either claim.
  beforeEach(async () => {
    await handle.db.deleteFrom('inbox_messages').execute();
  });

  const insert = (claimId: string, reference: string | null) =>
    handle.db
      .insertInto('inbox_messages')
      .values({
        id: newId(),
        claim_id: claimId,
        subject: 'S',
        body: 'B',
        sent_at: at,
        received_at: at,
        read_at: null,
        created_at: at,
        provider_reference: reference,
      })
      .execute();

  it('takes any number of messages without a reference on one claim', async () => {
    for (let i = 0; i < 3; i++) await insert(claims[0]!, null);
    await handle.db
      .insertInto('inbox_messages')
      .values({
        id: newId(),
        claim_id: claims[0]!,
        subject: 'S',
        body: 'B',
        sent_at: at,
        received_at: at,
        read_at: null,
        created_at: at,
      })
      .execute();
    const rows = await handle.db
      .selectFrom('inbox_messages')
      .select('provider_reference')
      .where('claim_id', '=', claims[0]!)
      .execute();
    expect(rows).toEqual(Array.from({ length: 4 }, () => ({ provider_reference: null })));
  });

  it('refuses a second message with the same reference on the same claim, as a unique violation', async () => {
    await insert(claims[0]!, 'REF-1');
    const error = await insert(claims[0]!, 'REF-1').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('takes the same reference on another claim', async () => {
    await insert(claims[0]!, 'REF-1');
    await insert(claims[1]!, 'REF-1');
    const count = await handle.db
      .selectFrom('inbox_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('provider_reference', '=', 'REF-1')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
