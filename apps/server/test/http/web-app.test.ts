import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET_NAME, type TestApp, createTestApp } from '../support/test-app.js';
import { informationIn, isShell, isPrerenderedLogin } from '../support/web-pages.js';

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
      expect(isShell(response.body), url).toBe(true);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a prerendered public route its own page, with or without a query, revalidated on every load', async () => {
    for (const url of ['/login', '/login?next=%2Finbox', '/login#top']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(isPrerenderedLogin(response.body), url).toBe(true);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // Only the exact route: a longer path is another client route and gets the plain shell.
    for (const url of ['/login/m', '/loginx', '/LOGIN/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(isShell(response.body), url).toBe(true);
    }
  });

  it('answers the addresses the service worker precaches the pages from with the same pages', async () => {
    for (const [url, route] of [
      ['/index.html', '/claims'],
      ['/index.html?__WB_REVISION__=0123abcd', '/claims'],
      ['/prerendered/login.html', '/login'],
      ['/prerendered/login.html?__WB_REVISION__=0123abcd', '/login'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      const page = await t.app.inject({ method: 'GET', url: route });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBe(page.headers.etag);
      expect(response.body, url).toBe(page.body);
    }
  });

  it('carries the getinformation answer in every page', async () => {
    const information = (
      await t.app.inject({ method: 'GET', url: '/api/information/getinformation' })
    ).json();
    for (const url of ['/claims', '/login', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(informationIn(response.body), url).toEqual(information);
    }
  });

  it('answers a revalidation of an unchanged page with 304 and no body, and HEAD with no body', async () => {
    for (const url of ['/claims', '/login']) {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `"x", ${etag}` } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe('no-cache');
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.body, url).toBe(first.body);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toMatch(/^text\/html/);
      expect(head.body, url).toBe('');
      expect(head.headers['content-length'], url).toBe(String(first.rawPayload.length));
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
    expect(isShell(response.body)).toBe(true);
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

describe('serving the build-time brotli and gzip copies', () => {
  let t: TestApp;
  const script = Buffer.from('export const greeting = "portal";\n'.repeat(200));
  const brotli = brotliCompressSync(script);
  const gzip = gzipSync(script);
  const page = `<!doctype html><html><head></head><body>${'<p>portal</p>'.repeat(200)}</body></html>`;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: true, adjustWebBuild: writeBuildFiles });
  });
  afterAll(async () => {
    await t.close();
  });

  function writeBuildFiles(distDir: string): void {
    // What the build writes (vite.config.ts): a .br and a .gz copy beside each text file.
    const assets = join(distDir, 'assets');
    writeFileSync(join(assets, 'app-1a2b3c.js'), script);
    writeFileSync(join(assets, 'app-1a2b3c.js.br'), brotli);
    writeFileSync(join(assets, 'app-1a2b3c.js.gz'), gzip);
    writeFileSync(join(assets, 'only-gzip-4d5e6f.js'), script);
    writeFileSync(join(assets, 'only-gzip-4d5e6f.js.gz'), gzip);
    writeFileSync(join(distDir, 'index.html'), page);
    // A stale copy on disk (an older build wrote one) is never what the server sends for the shell.
    writeFileSync(join(distDir, 'index.html.br'), brotliCompressSync('<p>stale</p>'));
  }

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The stored copy, byte for byte: compressed once at build time, never again on the way out.
    expect(response.rawPayload.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/app-1a2b3c.js', acceptEncoding);
      expect(response.statusCode, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.headers.vary, String(acceptEncoding)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(script), String(acceptEncoding)).toBe(true);
    }
  });

  it('falls back to the copy that exists when the preferred one was not written', async () => {
    const response = await get('/assets/only-gzip-4d5e6f.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('does not compress a file the build left without a copy', async () => {
    const response = await get(`/assets/${FAKE_ASSET_NAME}`, 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("portal");');
  });

  it('sends index.html for a client route compressed, but revalidated on every load', async () => {
    const plain = await get('/claims');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<p>portal</p>'.repeat(200));
    expect(informationIn(plain.body).ProviderName).toBe('TAC');

    const response = await get('/claims', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzipped = await get('/claims', 'gzip;q=1, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Each encoding has its own validator.
    expect(new Set([plain, response, gzipped].map((each) => each.headers.etag)).size).toBe(3);
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
