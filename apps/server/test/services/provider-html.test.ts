import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/** A page of provider HTML carrying the usual ways in, and what must remain of it. */
const unsafe =
  '<h2 onclick="steal()">Physio</h2><script>steal()</script><style>h2{}</style>' +
  '<p style="x:y">Up to <strong>12</strong> sessions.<img src=x onerror=steal()></p>' +
  '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
  '<form action="https://evil.example"><input name="q"><p>Ask us</p></form>' +
  '<a href="javascript:steal()">bad</a> <a href="data:text/html,x">data</a> ' +
  '<a href="https://www.example.gov.au/" target="_blank">good</a>' +
  '<img src="https://cdn.example/ok.png" alt="ok"><img src="data:image/png;base64,AAAA" alt="inline">';
const safe =
  '<h2>Physio</h2><p>Up to <strong>12</strong> sessions.<img src="x" /></p><p>Ask us</p>' +
  '<a>bad</a> <a>data</a> ' +
  '<a href="https://www.example.gov.au/" target="_blank" rel="noopener noreferrer">good</a>' +
  '<img src="https://cdn.example/ok.png" alt="ok" /><img alt="inline" />';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = (await newProviderKey(t)).key;
});
afterAll(async () => {
  await t.close();
});

describe('provider HTML is sanitised when stored', () => {
  it('stores a service page without script, style, frames, objects, forms, handlers or unsafe URLs', async () => {
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/services',
      key,
      body: {
        Services: [
          {
            Id: 'physio',
            Name: 'Physio',
            ContentHtml: unsafe,
            ExcessApplies: false,
            Approved: true,
            Position: 1,
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('services').select('content_html').executeTakeFirstOrThrow();
    expect(row.content_html).toBe(safe);
    const detail = await t.app.inject({ method: 'GET', url: '/api/services/servicedetail/physio' });
    expect(detail.json()).toEqual({ name: 'Physio', content: safe });
  });

  it('stores content items the same way, every entry', async () => {
    const put = await callProvider(t.app, {
      method: 'PUT',
      url: '/provider/v1/content/servicelist',
      key,
      body: { Entries: [unsafe, '<p>Footer<script>x()</script></p>'] },
    });
    expect(put.json()).toMatchObject({ Entries: [safe, '<p>Footer</p>'] });
    const stored = await t.database.db
      .selectFrom('content_items')
      .select('html')
      .where('name', '=', 'servicelist')
      .orderBy('position')
      .execute();
    expect(stored.map((r) => r.html)).toEqual([safe, '<p>Footer</p>']);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/servicelist' })).json()).toEqual([
      safe,
      '<p>Footer</p>',
    ]);
  });
});
