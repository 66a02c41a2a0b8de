import { endpoints } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('maintenance_messages').execute();
});

const check = () => postJson(t.app, endpoints.checkMaintenanceMessage.path, { AccessToken: '' });
const minutesFromNow = (minutes: number) =>
  new Date(t.clock.current.getTime() + minutes * 60_000).toISOString();

async function addMessage(
  message: string,
  startsAt: string | null,
  endsAt: string | null,
  createdAt: string,
) {
  await t.database.db
    .insertInto('maintenance_messages')
    .values({ id: newId(), message, starts_at: startsAt, ends_at: endsAt, created_at: createdAt })
    .execute();
}

describe('checkmessage', () => {
  it('answers 200 with an empty JSON list when there is no maintenance', async () => {
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([]);
  });

  it('lists active messages and hides expired and future ones', async () => {
    await addMessage('Open-ended notice', null, null, minutesFromNow(-300));
    await addMessage(
      'Tonight 10pm to midnight',
      minutesFromNow(-10),
      minutesFromNow(60),
      minutesFromNow(-200),
    );
    await addMessage(
      'Finished yesterday',
      minutesFromNow(-2000),
      minutesFromNow(-1000),
      minutesFromNow(-100),
    );
    await addMessage('Next week', minutesFromNow(10_000), null, minutesFromNow(-50));
    await addMessage('Ended just now', null, t.clock.current.toISOString(), minutesFromNow(-40));
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Open-ended notice', 'Tonight 10pm to midnight']);
  });

  it('shows a scheduled message once its start has come', async () => {
    await addMessage('Scheduled', minutesFromNow(30), minutesFromNow(90), minutesFromNow(-1));
    expect((await check()).json()).toEqual([]);
    t.clock.advanceMinutes(31);
    expect((await check()).json()).toEqual(['Scheduled']);
    t.clock.advanceMinutes(60);
    expect((await check()).json()).toEqual([]);
  });
});
