// The pages name the configured provider from their first byte (issue 15; docs/adr/0028-service-worker-prerendered-pages-and-branding.md): the
// prerendered public pages with PROVIDER_NAME and PROVIDER_PHONE in place of the build's stand-ins, and
// every page with getinformation's answer in a data block the app starts from, in every encoding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { decodedPage, informationIn, isPrerenderedLogin, isShell } from '../support/web-pages.js';

const encodings = [
  [undefined, undefined],
  ['gzip', 'gzip'],
  ['gzip, deflate, br, zstd', 'br'],
] as const;

async function pagesOf(t: TestApp, url: string) {
  const pages: string[] = [];
  for (const [acceptEncoding, expected] of encodings) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    const label = `${url} ${acceptEncoding ?? 'identity'}`;
    expect(response.statusCode, label).toBe(200);
    expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding'], label).toBe(expected);
    expect(response.headers['cache-control'], label).toBe('no-cache');
    expect(response.headers.vary, label).toMatch(/accept-encoding/i);
    pages.push(decodedPage(response));
  }
  // One page, three encodings.
  expect(new Set(pages).size).toBe(1);
  return pages[0]!;
}

describe('a server configured for another provider', () => {
  const providerName = 'Acme Transport Care';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      withWebBuild: true,
      env: { PROVIDER_NAME: providerName, PROVIDER_PHONE: '03 9000 1234' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the prerendered /login with its name and phone in the text, the link and the data block', async () => {
    for (const url of ['/login', '/prerendered/login.html']) {
      const html = await pagesOf(t, url);
      expect(isPrerenderedLogin(html), url).toBe(true);
      expect(html).toContain(`<p class="toolbar__brand">${providerName}</p>`);
      expect(html).toContain(
        `<a class="toolbar__phone" href="tel:0390001234"><span class="visually-hidden">Call ${providerName} </span>03 9000 1234</a>`,
      );
      expect(html).toContain(`<p>This portal is for ${providerName} clients.</p>`);
      expect(html).not.toContain('TAC');
      expect(html).not.toContain('1300');
      expect(informationIn(html)).toMatchObject({
        ProviderName: providerName,
        ProviderPhone: '03 9000 1234',
      });
    }
  });

  it('sends the shell of a client route with the name in its data block', async () => {
    for (const url of ['/claims', '/index.html']) {
      const html = await pagesOf(t, url);
      expect(isShell(html), url).toBe(true);
      expect(html).not.toContain('TAC');
      expect(informationIn(html)).toMatchObject({
        ProviderName: providerName,
        ProviderPhone: '03 9000 1234',
      });
    }
  });
});

describe('a provider name that is markup', () => {
  const providerName = 'Acme </script><script>alert(1)</script> & <!-- Sons';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      withWebBuild: true,
      env: { PROVIDER_NAME: providerName, PROVIDER_PHONE: '03 9000 1234 "x"' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is written as text in the page and as data in the block, never as markup', async () => {
    for (const url of ['/login', '/claims']) {
      const html = await pagesOf(t, url);
      // The data block is the page's only script element; nothing of the name opens or closes one.
      expect(html.match(/<script/g), url).toHaveLength(1);
      expect(html.match(/<\/script>/g), url).toHaveLength(1);
      expect(html).not.toContain('<!--');
      expect(informationIn(html)).toMatchObject({
        ProviderName: providerName,
        ProviderPhone: '03 9000 1234 "x"',
      });
    }
    const login = await pagesOf(t, '/login');
    const escaped = 'Acme &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;!-- Sons';
    expect(login).toContain(`<p class="toolbar__brand">${escaped}</p>`);
    expect(login).toContain('href="tel:0390001234"');
    expect(login).toContain('</span>03 9000 1234 &#34;x&#34;</a>');
  });
});
