import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { DEFAULT_IP, auditActions, errorsOf, post, seedDemo } from '../sign-in/sign-in-fixtures.js';

const retrieve = endpoints.retrieveUsername.path;
const notFound = [
  { Number: serverErrors.informationNotFound.Number, Message: serverErrors.informationNotFound.Message },
];

/** Alex Citizen of the demo data: mobile 0412345678, e-mail alex@example.com, claims 12/34567 and 12/34568. */
const alex = (overrides: Record<string, unknown> = {}) => ({
  AccessToken: '',
  FirstName: 'Alex',
  LastName: 'Citizen',
  DateOfBirth: '14/02/1985',
  ClaimNumber: '12/34568',
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // The previous test's message may still be on its way (delivered after its call, issue 29): it
  // lands before the outbox is cleared, not in the middle of the next test.
  await t.app.deliveryWorker.flush();
  await t.database.db.deleteFrom('outbox_messages').execute();
});

// Messages are delivered after the call (issue 29): what is due is delivered before reading.
const outbox = async () => {
  await t.app.deliveryWorker.flush();
  return t.database.db.selectFrom('outbox_messages').selectAll().execute();
};

describe('retrieveusername', () => {
  it('sends the username by SMS when the mobile matches the record', async () => {
    const response = await post(t, retrieve, alex({ MobileNumber: '0412 345 678' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ SMS: true, Email: false });
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', recipient: '0412345678' });
    expect(sent[0]?.body).toContain('alex@example.com');
  });

  it('sends the username by e-mail when the e-mail matches, in any case', async () => {
    const response = await post(t, retrieve, alex({ EmailAddress: 'ALEX@example.com', FirstName: 'ALEX' }));
    expect(response.json()).toEqual({ SMS: false, Email: true });
    const sent = await outbox();
    expect(sent).toEqual([expect.objectContaining({ channel: 'email', recipient: 'alex@example.com' })]);
    expect(sent[0]?.subject).toBeTruthy();
  });

  it('sends to both when both match', async () => {
    const response = await post(
      t,
      retrieve,
      alex({ EmailAddress: 'alex@example.com', MobileNumber: '0412345678' }),
    );
    expect(response.json()).toEqual({ SMS: true, Email: true });
    expect((await outbox()).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });

  it('answers 56 for any mismatch and for a claimant without an account, sending nothing', async () => {
    const cases = [
      alex({ MobileNumber: '0499999999' }),
      alex({ EmailAddress: 'alex@other.example.com' }),
      alex({ MobileNumber: '0412345678', LastName: 'Citizens' }),
      alex({ MobileNumber: '0412345678', DateOfBirth: '15/02/1985' }),
      alex({ MobileNumber: '0412345678', ClaimNumber: '23/45678' }),
      // Riley Nguyen has no account yet.
      {
        FirstName: 'Riley',
        LastName: 'Nguyen',
        DateOfBirth: '01/05/1990',
        ClaimNumber: '34/56789',
        MobileNumber: '0498765432',
      },
    ];
    for (const body of cases) {
      const response = await post(t, retrieve, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(225);
      expect(errorsOf(response), JSON.stringify(body)).toEqual(notFound);
    }
    expect(await outbox()).toHaveLength(0);
    expect((await auditActions(t, 'username.notFound')).length).toBeGreaterThanOrEqual(cases.length);
  });

  it('needs a mobile number or an e-mail address', async () => {
    const response = await post(t, retrieve, alex());
    expect(errorsOf(response)).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: messages.fields.mobileOrEmail },
    ]);
  });

  it('audits the retrieval with the channels and the client address', async () => {
    await post(t, retrieve, alex({ MobileNumber: '0412345678' }));
    const rows = await auditActions(t, 'username.sent');
    expect(
      rows.some((row) => row.client_ip === DEFAULT_IP && row.details === '{"SMS":true,"Email":false}'),
    ).toBe(true);
  });

  it('refuses every retrieval from an address after 20 misses in 15 minutes, and forgot password too', async () => {
    const ip = '198.51.100.77';
    t.clock.current = new Date('2026-11-21T04:00:00.000Z');
    for (let miss = 1; miss <= 20; miss++) {
      const body = alex({
        MobileNumber: '0412345678',
        DateOfBirth: `${String(miss).padStart(2, '0')}/01/1985`,
      });
      expect(errorsOf(await post(t, retrieve, body, ip)), `miss ${miss}`).toEqual(notFound);
    }
    const throttled = [
      { Number: serverErrors.attemptsThrottled.Number, Message: serverErrors.attemptsThrottled.Message },
    ];
    // Right details no longer help from this address, so a lucky guess cannot be told apart.
    const right = alex({ MobileNumber: '0412345678' });
    expect(errorsOf(await post(t, retrieve, right, ip))).toEqual(throttled);
    expect(errorsOf(await post(t, endpoints.forgotPassword.path, right, ip))).toEqual(throttled);
    expect(await outbox()).toHaveLength(0);
    // Other addresses are not held back.
    expect((await post(t, retrieve, right)).json()).toEqual({ SMS: true, Email: false });

    t.clock.advanceMinutes(15);
    expect((await post(t, retrieve, right, ip)).json()).toEqual({ SMS: true, Email: false });
  });
});
