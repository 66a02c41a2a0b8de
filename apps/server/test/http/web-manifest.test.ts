// The installed app's name follows the configured provider (issue 15; docs/adr/0028-service-worker-prerendered-pages-and-branding.md): the
// server sends the build's manifest with name and short_name made from the contract's wording and
// PROVIDER_NAME, revalidated on every load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MANIFEST, type TestApp, createTestApp } from '../support/test-app.js';

async function manifestOf(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json<Record<string, unknown>>();
}

describe('the web manifest without PROVIDER_NAME', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the installed app after the default provider and keeps the rest of the build’s manifest', async () => {
    expect(await manifestOf(t)).toEqual({
      ...FAKE_MANIFEST,
      name: 'TAC Claimant Portal',
      short_name: 'TAC Portal',
    });
  });
});

describe('the web manifest with PROVIDER_NAME set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWebBuild: true, env: { PROVIDER_NAME: 'Acme Mutual' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the installed app after the configured provider', async () => {
    const manifest = await manifestOf(t);
    expect(manifest.name).toBe('Acme Mutual Claimant Portal');
    expect(manifest.short_name).toBe('Acme Mutual Portal');
    expect(manifest.start_url).toBe(FAKE_MANIFEST.start_url);
    expect(manifest.icons).toEqual(FAKE_MANIFEST.icons);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.body).toBe('');
  });
});
