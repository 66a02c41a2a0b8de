import { PROVIDER_MAINTENANCE_MESSAGES_MAX } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import { callProvider, newProviderKey } from './provider-test-support.js';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (await newProviderKey(t, 'platform-tests')).key;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('maintenance_messages').execute();
  await t.database.db.deleteFrom('services').execute();
  await t.database.db.deleteFrom('content_items').execute();
});

const MAINTENANCE = '/provider/v1/maintenance-messages';
const at = (minutes: number) => new Date(t.clock.current.getTime() + minutes * 60_000).toISOString();
const checkMessage = async () =>
  (await postJson(t.app, '/api/maintenance/checkmessage', { AccessToken: '' })).json() as string[];

describe('maintenance messages', () => {
  it('replaces the list and checkmessage shows the active messages in the order given', async () => {
    const response = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: {
        Messages: [
          { Message: 'Planned outage tonight' },
          { Message: 'Payments are delayed', StartsAt: at(-5), EndsAt: at(60) },
          { Message: 'Upgrade next week', StartsAt: at(60 * 24 * 7) },
          { Message: 'Ended already', EndsAt: at(-1) },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { Messages: { Message: string; Active: boolean }[] };
    expect(body.Messages.map((m) => [m.Message, m.Active])).toEqual([
      ['Planned outage tonight', true],
      ['Payments are delayed', true],
      ['Upgrade next week', false],
      ['Ended already', false],
    ]);
    expect(await checkMessage()).toEqual(['Planned outage tonight', 'Payments are delayed']);

    await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [{ Message: 'Only this' }] },
    });
    expect(await checkMessage()).toEqual(['Only this']);
  });

  it('stores times given with an offset as UTC, so the window opens at the right instant', async () => {
    const startsUtc = new Date(t.clock.current.getTime() + 30 * 60_000);
    // The same instant written in Melbourne summer time (+11:00).
    const melbourne = new Date(startsUtc.getTime() + 11 * 3_600_000).toISOString().replace('Z', '+11:00');
    const response = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [{ Message: 'Soon', StartsAt: melbourne, EndsAt: null }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Messages: [{ Message: 'Soon', StartsAt: startsUtc.toISOString(), EndsAt: null, Active: false }],
    });
    expect(await checkMessage()).toEqual([]);
    t.clock.advanceMinutes(30);
    expect(await checkMessage()).toEqual(['Soon']);
    const listed = await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key });
    expect(listed.json()).toMatchObject({ Messages: [{ Message: 'Soon', Active: true }] });
  });

  it('clears the banner with an empty list', async () => {
    await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [{ Message: 'x' }] },
    });
    const cleared = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [] },
    });
    expect(cleared.json()).toEqual({ Messages: [] });
    expect(await checkMessage()).toEqual([]);
  });

  it('refuses an end before the start, a time without a zone, an empty message and too many messages', async () => {
    const bodies = [
      { Messages: [{ Message: 'x', StartsAt: at(10), EndsAt: at(5) }] },
      { Messages: [{ Message: 'x', StartsAt: '2026-03-01T10:00:00' }] },
      { Messages: [{ Message: '   ' }] },
      { Messages: Array.from({ length: PROVIDER_MAINTENANCE_MESSAGES_MAX + 1 }, () => ({ Message: 'x' })) },
    ];
    for (const body of bodies) {
      const response = await callProvider(t.app, { method: 'PUT', url: MAINTENANCE, key, body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(415);
    }
    expect(await t.database.db.selectFrom('maintenance_messages').selectAll().execute()).toEqual([]);
  });
});

describe('content items', () => {
  it('puts a content item that GET /api/content/:name then answers, HTML as given', async () => {
    const entries = ['<p>Send us <strong>your documents</strong></p>', '<p>Footer <a href="/x">link</a></p>'];
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/servicelist',
      key,
      body: { Entries: entries },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      Name: 'servicelist',
      Entries: entries,
      UpdatedAt: t.clock.now().toISOString(),
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/content/servicelist' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(entries);

    await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/servicelist',
      key,
      body: { Entries: ['<p>One</p>'] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/content/servicelist' })).json()).toEqual([
      '<p>One</p>',
    ]);
    const got = await callProvider(t.app, { method: 'GET', url: '/provider/v1/content/servicelist', key });
    expect(got.json()).toMatchObject({ Name: 'servicelist', Entries: ['<p>One</p>'] });
  });

  it('reads an item that has no entries as an empty list', async () => {
    const got = await callProvider(t.app, { method: 'GET', url: '/provider/v1/content/privacy', key });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ Name: 'privacy', Entries: [], UpdatedAt: null });
  });

  it('refuses an unknown item name, an empty list and an entry over the size cap', async () => {
    const unknown = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/other',
      key,
      body: { Entries: ['x'] },
    });
    expect(unknown.statusCode).toBe(415);
    const empty = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/terms',
      key,
      body: { Entries: [] },
    });
    expect(empty.statusCode).toBe(415);
    const huge = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/terms',
      key,
      body: { Entries: ['x'.repeat(200_001)] },
    });
    expect(huge.statusCode).toBe(415);
    expect(await t.database.db.selectFrom('content_items').selectAll().execute()).toEqual([]);
  });

  it('accepts content larger than the default body limit up to the call limit', async () => {
    const entries = Array.from({ length: 8 }, (_, i) => `<p>${i}</p>${'y'.repeat(190_000)}`);
    expect(JSON.stringify(entries).length).toBeGreaterThan(t.config.bodyLimitBytes);
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/terms',
      key,
      body: { Entries: entries },
    });
    expect(put.statusCode).toBe(200);
    expect(
      ((await t.app.inject({ method: 'GET', url: '/api/content/terms' })).json() as string[]).length,
    ).toBe(8);
  });
});

describe('services', () => {
  const services = [
    {
      Id: 'physio',
      Name: 'Physiotherapy',
      ContentHtml: '<h2>Physio</h2>',
      ExcessApplies: true,
      Icon: 'physio',
      Approved: true,
      Position: 2,
    },
    {
      Id: 'travel',
      Name: 'Travel',
      ContentHtml: '<p>Travel</p>',
      ExcessApplies: false,
      Approved: true,
      Position: 1,
    },
    {
      Id: 'pending',
      Name: 'Not yet',
      ContentHtml: '',
      ExcessApplies: false,
      Icon: null,
      Approved: false,
      Position: 3,
    },
  ];

  it('replaces the services list and lists it in position order', async () => {
    await t.database.db
      .insertInto('services')
      .values({
        id: 'old',
        name: 'Old',
        content_html: '',
        excess_applies: 0,
        icon: null,
        approved: 1,
        position: 1,
      })
      .execute();
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: services },
    });
    expect(put.statusCode).toBe(200);
    const expected = [{ ...services[1], Icon: null }, services[0], services[2]];
    expect(put.json()).toEqual({ Services: expected });
    const listed = await callProvider(t.app, { method: 'GET', url: '/provider/v1/services', key });
    expect(listed.json()).toEqual({ Services: expected });
    const rows = await t.database.db.selectFrom('services').selectAll().orderBy('position').execute();
    expect(rows.map((row) => [row.id, row.excess_applies, row.approved, row.content_html])).toEqual([
      ['travel', 0, 1, '<p>Travel</p>'],
      ['physio', 1, 1, '<h2>Physio</h2>'],
      ['pending', 0, 0, ''],
    ]);
  });

  it('refuses duplicate ids and a missing field, keeping the list as it was', async () => {
    await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: services },
    });
    const duplicate = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: [services[0], services[0]] },
    });
    expect(duplicate.statusCode).toBe(415);
    const { Approved: _dropped, ...missing } = services[0] as (typeof services)[0];
    const incomplete = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: [missing] },
    });
    expect(incomplete.statusCode).toBe(415);
    expect(await t.database.db.selectFrom('services').selectAll().execute()).toHaveLength(3);
  });

  it('takes an icon name or an https URL as Icon and refuses anything else with 415', async () => {
    const withIcon = (Icon: string) => ({ Services: [{ ...services[0], Icon }] });
    const put = (Icon: string) =>
      callProvider(t.app, { method: 'PUT', url: '/provider/v1/services', key, body: withIcon(Icon) });
    for (const icon of ['home-care-2', 'https://cdn.example.com/icons/physio.svg']) {
      const response = await put(icon);
      expect(response.statusCode, icon).toBe(200);
      expect((response.json() as { Services: { Icon: string }[] }).Services[0]?.Icon).toBe(icon);
    }
    for (const icon of [
      'physio.svg',
      'Physio',
      'a'.repeat(65),
      '',
      'http://cdn.example.com/physio.svg',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      `https://cdn.example.com/${'a'.repeat(200)}.svg`,
    ]) {
      expect((await put(icon)).statusCode, icon).toBe(415);
    }
    const rows = await t.database.db.selectFrom('services').select('icon').execute();
    expect(rows.map((row) => row.icon)).toEqual(['https://cdn.example.com/icons/physio.svg']);
  });

  it('clears the list with an empty one', async () => {
    await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: services },
    });
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: { Services: [] },
    });
    expect(put.json()).toEqual({ Services: [] });
  });
});
