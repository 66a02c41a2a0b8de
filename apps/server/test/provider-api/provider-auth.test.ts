import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import { callProvider, newProviderKey, providerAuditRows } from './provider-test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withWebBuild: true });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('audit_log').execute();
  await t.database.db.deleteFrom('provider_api_keys').execute();
  // One test sets a maintenance message through the API; another checks that a refused call stored none.
  await t.database.db.deleteFrom('maintenance_messages').execute();
});

const MAINTENANCE = '/provider/v1/maintenance-messages';

function expectUnauthorised(response: { statusCode: number; json(): unknown }, number: 200 | 201) {
  expect(response.statusCode).toBe(401);
  const entry = number === 200 ? serverErrors.providerKeyMissing : serverErrors.providerKeyInvalid;
  expect(response.json()).toEqual([{ Number: number, Message: entry.Message }]);
}

describe('provider API key check', () => {
  it('refuses a call without a key with 401 and number 200', async () => {
    const response = await callProvider(t.app, { method: 'GET', url: MAINTENANCE });
    expectUnauthorised(response, 200);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses another authorisation scheme or an empty bearer as a missing key', async () => {
    const { key } = await newProviderKey(t);
    const basic = await callProvider(t.app, {
      method: 'GET',
      url: MAINTENANCE,
      headers: { authorization: `Basic ${Buffer.from(`x:${key}`).toString('base64')}` },
    });
    expectUnauthorised(basic, 200);
    const empty = await callProvider(t.app, {
      method: 'GET',
      url: MAINTENANCE,
      headers: { authorization: 'Bearer ' },
    });
    expectUnauthorised(empty, 200);
  });

  it('refuses an unknown key with 401 and number 201', async () => {
    const { key } = await newProviderKey(t);
    const unknown = `pk_${'A'.repeat(43)}`;
    expect(unknown).not.toBe(key);
    expectUnauthorised(await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: unknown }), 201);
    expectUnauthorised(await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: 'nonsense' }), 201);
  });

  it('refuses a revoked key with 401 and number 201', async () => {
    const created = await newProviderKey(t);
    expect(
      (await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: created.key })).statusCode,
    ).toBe(200);
    await revokeApiKey(t.database.db, created.id, t.clock.now());
    expectUnauthorised(await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: created.key }), 201);
  });

  it("never accepts a claimant's signed-in AccessToken, as a bearer or in the body", async () => {
    const { token } = await t.createSession({ kind: 'signedIn' });
    expectUnauthorised(await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: token }), 201);
    const inBody = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      body: { AccessToken: token, Messages: [{ Message: 'Claimants cannot set this' }] },
    });
    expectUnauthorised(inBody, 200);
    const both = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key: token,
      body: { AccessToken: token, Messages: [{ Message: 'Claimants cannot set this' }] },
    });
    expectUnauthorised(both, 201);
    const stored = await t.database.db.selectFrom('maintenance_messages').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('lets a valid key through and audits the call with method, path and status but no body', async () => {
    const created = await newProviderKey(t, 'records-system');
    const secret = 'Portal offline Sunday 2am-4am';
    const response = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key: created.key,
      body: { Messages: [{ Message: secret }] },
    });
    expect(response.statusCode).toBe(200);
    const rows = await providerAuditRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'provider',
      actor_id: created.id,
      action: 'provider.setMaintenanceMessages',
      request_id: expect.any(String),
      details: { method: 'PUT', path: MAINTENANCE, status: 200 },
    });
    const everything = JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(created.key);
  });

  it('audits refused input with its status, and writes no audit row for a call without a valid key', async () => {
    const { key } = await newProviderKey(t);
    await callProvider(t.app, { method: 'GET', url: MAINTENANCE });
    await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: `pk_${'B'.repeat(43)}` });
    expect(await providerAuditRows(t)).toEqual([]);
    await callProvider(t.app, { method: 'PUT', url: MAINTENANCE, key, body: { Messages: 'x' } });
    const rows = await providerAuditRows(t);
    expect(rows.map((row) => row.details)).toEqual([{ method: 'PUT', path: MAINTENANCE, status: 415 }]);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const created = await newProviderKey(t);
    const lastUsed = async () =>
      (
        await t.database.db
          .selectFrom('provider_api_keys')
          .select('last_used_at')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.now().toISOString();
    await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: created.key });
    expect(await lastUsed()).toBe(first);
    t.clock.advanceMinutes(0.5);
    await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: created.key });
    expect(await lastUsed()).toBe(first);
    t.clock.advanceMinutes(0.5);
    const later = t.clock.now().toISOString();
    await callProvider(t.app, { method: 'GET', url: MAINTENANCE, key: created.key });
    expect(await lastUsed()).toBe(later);
  });
});

describe('provider API envelope', () => {
  it('answers a body that fails the schema with 415 and number 101 naming the field', async () => {
    const { key } = await newProviderKey(t);
    const wrongType = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [{ Message: 42 }] },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual([
      { Number: 101, Message: 'Messages.0.Message: Invalid input: expected string, received number' },
    ]);
    const missing = await callProvider(t.app, { method: 'PUT', url: MAINTENANCE, key, body: {} });
    expect(missing.statusCode).toBe(415);
    expect(missing.json()).toEqual([{ Number: 101, Message: expect.stringMatching(/^Messages: /) }]);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: MAINTENANCE,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      payload: 'Messages',
    });
    expect(notJson.statusCode).toBe(415);
    // A body that is not JSON at all has no field to name: the catalogue message, as for any call.
    expect(notJson.json()).toEqual([{ Number: 101, Message: serverErrors.invalidRequest.Message }]);
    const badPath = await callProvider(t.app, { method: 'GET', url: '/provider/v1/content/nope', key });
    expect(badPath.statusCode).toBe(415);
  });

  it('answers a body over the call limit with 415 and number 102', async () => {
    const { key } = await newProviderKey(t);
    const huge = 'x'.repeat(t.config.bodyLimitBytes + 10);
    const response = await callProvider(t.app, {
      method: 'PUT',
      url: MAINTENANCE,
      key,
      body: { Messages: [{ Message: huge }] },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([{ Number: 102, Message: serverErrors.requestTooLarge.Message }]);
  });

  it('answers unknown /provider paths with a JSON 404, never the web app', async () => {
    for (const url of ['/provider', '/provider/v1/nothing', '/provider/v2/services', '/provider/v1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Not found' });
    }
    const post = await postJson(t.app, '/provider/v1/nothing', {});
    expect(post.statusCode).toBe(404);
    // Other unknown paths still get the web app's history fallback.
    expect((await t.app.inject({ method: 'GET', url: '/providers' })).statusCode).toBe(200);
  });

  it('does not apply the key check to the claimant API', async () => {
    const response = await postJson(t.app, '/api/maintenance/checkmessage', { AccessToken: '' });
    expect(response.statusCode).toBe(200);
  });
});
