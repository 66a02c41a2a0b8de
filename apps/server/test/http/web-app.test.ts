import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET_NAME, FAKE_INDEX_HTML, type TestApp, createTestApp } from '../support/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves index.html for a client-side route such as /inbox, revalidated on every load', async () => {
    for (const url of [
      '/inbox',
      '/claims',
      '/accountupdated/bank/success',
      '/',
      '/assets/',
      '/assets',
      '/claims/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(FAKE_INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/assets/${FAKE_ASSET_NAME}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for a missing asset path rather than an API error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FAKE_INDEX_HTML);
  });

  it('sends security headers with a Content-Security-Policy the SPA works under', async () => {
    for (const url of ['/inbox', '/api/nope', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ]) {
        expect(csp, `${url}: ${directive}`).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Plain http on localhost: HSTS would be ignored at best.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers 404 JSON, not the app, for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('answers a POST to a page path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/inbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still starts and answers pages with a notice that the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inbox' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('not built');
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
  });
});

describe('over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://portal.example.org' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
