import { endpointList, endpoints, serverErrors } from '@portal/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { notImplementedRoutes } from '../../src/http/not-implemented.js';
import { errorsPlugin } from '../../src/plugins/errors.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const invalidRequest = [
  { Number: serverErrors.invalidRequest.Number, Message: serverErrors.invalidRequest.Message },
];

describe('the call envelope', () => {
  it('answers 415 with error 101 for a malformed JSON body on several calls', async () => {
    for (const endpoint of [endpoints.checkMaintenanceMessage, endpoints.login, endpoints.getAccount]) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpoint.path,
        payload: '{"AccessToken": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, endpoint.id).toBe(415);
      expect(response.json(), endpoint.id).toEqual(invalidRequest);
    }
  });

  it('answers 415 for a wrongly typed field on several calls', async () => {
    // Public calls: a call that needs a session reads no field before its token (token-before-body.test.ts).
    const cases = [
      [endpoints.login.path, { EmailAddress: 12, Password: 'x' }],
      [endpoints.dropdownList.path, { AccessToken: '', ListType: 5 }],
      [endpoints.checkMaintenanceMessage.path, { AccessToken: false }],
    ] as const;
    for (const [url, body] of cases) {
      const response = await postJson(t.app, url, body);
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toEqual(invalidRequest);
    }
  });

  it('answers 415 for a missing required field', async () => {
    const response = await postJson(t.app, endpoints.dropdownList.path, { AccessToken: '' });
    expect(response.statusCode).toBe(415);
  });

  it('answers 415 for a body that is not JSON, whatever its content type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      for (const url of [endpoints.checkMaintenanceMessage.path, endpoints.login.path]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: 'AccessToken=abc',
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, `${contentType} ${url}`).toBe(415);
        expect(response.json()).toEqual(invalidRequest);
      }
    }
  });

  it('answers 415 for JSON that is not an object, and for an empty JSON body', async () => {
    for (const payload of ['[]', '"text"', 'null', '7', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpoints.dropdownList.path,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(415);
      expect(response.json()).toEqual(invalidRequest);
    }
  });

  it('treats a POST with no body at all as an empty payload, which a call needing fields refuses', async () => {
    const maintenance = await t.app.inject({ method: 'POST', url: endpoints.checkMaintenanceMessage.path });
    expect(maintenance.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: endpoints.login.path });
    expect(login.statusCode).toBe(415);
  });

  it('strips unknown keys instead of refusing them', async () => {
    const response = await postJson(t.app, endpoints.dropdownList.path, {
      AccessToken: '',
      ListType: 'Titles',
      Selected: true,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 415 with requestTooLarge for an oversized body and changes nothing', async () => {
    const { token, sessionId } = await t.createSession({ kind: 'signedIn' });
    const before = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    t.clock.advanceMinutes(5);
    const response = await postJson(t.app, endpoints.updatePreferences.path, {
      AccessToken: token,
      SMS: true,
      Email: true,
      Padding: 'x'.repeat(t.config.bodyLimitBytes + 1),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([
      { Number: serverErrors.requestTooLarge.Number, Message: serverErrors.requestTooLarge.Message },
    ]);
    const after = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers a valid call of an endpoint without a handler yet with 225 notImplemented', async () => {
    // Every call of the contract has its module now (getnidoutro, the last probe, came with issue 14),
    // so the fallback is checked on an app where only getnidoutro's module is missing.
    const app = Fastify();
    app.decorate('config', t.config);
    app.decorate('now', t.clock.now);
    app.decorate(
      'endpointRegistry',
      new Set(endpointList.map((e) => e.id).filter((id) => id !== 'getNidOutro')),
    );
    app.decorate('authenticate', (token: string | undefined) => {
      if (token !== 'survey-token') throw new AppError('tokenUnknown');
      return Promise.resolve(null);
    });
    await app.register(errorsPlugin);
    await app.register(notImplementedRoutes);
    try {
      const response = await postJson(app, endpoints.getNidOutro.path, { AccessToken: 'survey-token' });
      expect(response.statusCode).toBe(225);
      expect(response.json()).toEqual([{ Number: 104, Message: serverErrors.notImplemented.Message }]);
      const badToken = await postJson(app, endpoints.getNidOutro.path, { AccessToken: 'other' });
      expect(badToken.json()).toEqual([{ Number: 18, Message: serverErrors.tokenUnknown.Message }]);
      // A token that is not text is no token: refused before the body is read (issue 29 item 1).
      const malformed = await postJson(app, endpoints.getNidOutro.path, { AccessToken: 7 });
      expect(malformed.json()).toEqual([{ Number: 18, Message: serverErrors.tokenUnknown.Message }]);
      expect(
        (await postJson(app, endpoints.getAccount.path, { AccessToken: 'survey-token' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('never lets a response be cached', async () => {
    const response = await postJson(t.app, endpoints.checkMaintenanceMessage.path, { AccessToken: '' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives each request its own random id and ignores one the client sends', async () => {
    // Two requests of its own, both naming the same id, whatever the tests before it logged.
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'request-id': 'chosen-by-client' },
      });
      expect(response.statusCode).toBe(200);
    }
    const ids = t.logs.map((line) => line.reqId).filter((id): id is string => typeof id === 'string');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('chosen-by-client');
    expect(new Set(ids).size).toBeGreaterThan(1);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON for GET and POST', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope' });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answer 404 JSON for a known path with a method the contract does not list', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.login.path });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});

describe('logging', () => {
  it('redacts tokens, passwords and access codes wherever they appear in a logged object', () => {
    t.app.log.info(
      {
        AccessToken: 'top-secret-token',
        // Not digits alone: the line's own time and ids are digits and could contain them by chance.
        body: { Password: 'pw-1', NewPassword: 'pw-2', SecurityCode: 'code-4821' },
        form: { fields: { accessToken: 'tok-2' } },
      },
      'redaction probe',
    );
    const line = t.logs.find((entry) => entry.msg === 'redaction probe');
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    for (const secret of ['top-secret-token', 'pw-1', 'pw-2', 'code-4821', 'tok-2'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
