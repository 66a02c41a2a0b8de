import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samples, storedFileCount } from '../files/files-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import {
  callProvider,
  claimantBody,
  createProviderTestApp,
  newProviderKey,
  putClaimant,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';

/**
 * The race of two sends with one Reference, made certain: while `missNextLookup` is set, the next
 * look-up of a stored Reference finds nothing, as when the other send has not committed yet.
 */
const race = vi.hoisted(() => ({ missNextLookup: false }));
vi.mock('../../src/modules/provider-messages/provider-messages.repository.js', async (importOriginal) => {
  const original =
    await importOriginal<
      typeof import('../../src/modules/provider-messages/provider-messages.repository.js')
    >();
  return {
    ...original,
    findMessageIdByReference: (...args: Parameters<typeof original.findMessageIdByReference>) => {
      if (race.missNextLookup) {
        race.missNextLookup = false;
        return Promise.resolve(undefined);
      }
      return original.findMessageIdByReference(...args);
    },
  };
});

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** POST /provider/v1/messages with a Reference: a retry answers the stored message (review item 4). */
describe('provider message Reference', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Jordan');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: Record<string, unknown>) =>
    callProvider(t.app, { method: 'POST', url: '/provider/v1/messages', key, body });
  const message = (reference: string | undefined, claimNumber = claimant.claimNumber) => ({
    ClaimNumber: claimNumber,
    Subject: 'Your claim update',
    Message: 'Please read the attached letter.',
    Attachments: [{ Filename: 'letter.pdf', Data: base64(samples.pdf) }],
    ...(reference === undefined ? {} : { Reference: reference }),
  });

  async function state() {
    const db = t.database.db;
    const count = async (table: 'inbox_messages' | 'stored_files' | 'inbox_attachments') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await t.app.deliveryWorker.flush();
    const notices = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', claimant.username)
      .execute();
    return {
      messages: await count('inbox_messages'),
      files: await count('stored_files'),
      attachments: await count('inbox_attachments'),
      stored: storedFileCount(t),
      notices: notices.length,
    };
  }

  const messageIdOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { MessageId: string }).MessageId;
  };

  it('answers the stored MessageId to a repeat, storing no files and sending no second notice', async () => {
    const before = await state();
    const first = messageIdOf(await send(message('crm-msg:2026.11-0001')));
    const afterFirst = await state();
    expect(afterFirst).toEqual({
      messages: before.messages + 1,
      files: before.files + 1,
      attachments: before.attachments + 1,
      stored: before.stored + 1,
      notices: before.notices + 1,
    });

    const repeat = messageIdOf(await send(message('crm-msg:2026.11-0001')));
    expect(repeat).toBe(first);
    expect(await state()).toEqual(afterFirst);
    const row = await t.database.db
      .selectFrom('inbox_messages')
      .select('provider_reference')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row.provider_reference).toBe('crm-msg:2026.11-0001');
  });

  it('stores a new message for a new Reference, for the same Reference on another claim, and without one', async () => {
    const otherClaim = uniqueClaimNumber();
    expect((await putClaimant(t, key, 'REF-OTHER-CLAIM', claimantBody(otherClaim))).statusCode).toBe(200);
    const ids = [
      messageIdOf(await send(message('A-1'))),
      messageIdOf(await send(message('A-2'))),
      messageIdOf(await send(message('A-1', otherClaim))),
      messageIdOf(await send(message(undefined))),
      messageIdOf(await send(message(undefined))),
    ];
    expect(new Set(ids).size).toBe(5);
    const withoutReference = await t.database.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('id', 'in', ids.slice(3))
      .where('provider_reference', 'is', null)
      .execute();
    expect(withoutReference).toHaveLength(2);
  });

  it('answers the stored message when a concurrent send with the Reference committed first', async () => {
    const first = messageIdOf(await send(message('RACE-1')));
    const before = await state();
    race.missNextLookup = true;
    const second = messageIdOf(await send(message('RACE-1')));
    expect(race.missNextLookup).toBe(false);
    expect(second).toBe(first);
    // The unique index refused the second row; its attachment bytes were deleted, nobody was told.
    expect(await state()).toEqual(before);
  });

  it('refuses a Reference that is empty, too long or has other characters with 415', async () => {
    const before = await state();
    for (const reference of ['', 'a'.repeat(101), 'has space', 'slash/inside', 'ünicode', 42]) {
      const response = await send({ ...message(undefined), Reference: reference });
      expect(response.statusCode, String(reference)).toBe(415);
    }
    expect(messageIdOf(await send(message('a'.repeat(100))))).toEqual(expect.any(String));
    expect((await state()).messages).toBe(before.messages + 1);
  });
});
