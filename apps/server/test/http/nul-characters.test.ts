// A NUL character anywhere in a request is refused with 415 before any handler or database sees it:
// PostgreSQL refuses NUL in text, so it used to surface as an internal fault (found by the schema fuzz).
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../files/files-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';

describe('NUL characters in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([serverErrors.invalidRequest]);
  };

  it('are refused in a JSON body, a nested value or a key', async () => {
    expectRefused(await postJson(t.app, endpoints.dropdownList.path, { ListType: 'Title\u0000' }));
    expectRefused(
      await postJson(t.app, endpoints.login.path, { Username: 'a', Password: 'b', ['x\u0000']: 1 }),
    );
  });

  it('are refused in a query string and a path parameter', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: `${endpoints.addressLookup.path}?query=1%00` }));
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/content/notice%00' }));
  });

  it('are refused in a multipart text field', async () => {
    const { payload, headers } = multipart([{ name: 'accessToken', value: 'x\u0000y' }]);
    expectRefused(
      await t.app.inject({ method: 'POST', url: endpoints.uploadContactForm.path, payload, headers }),
    );
  });

  it('leave other control characters to the rules of each field', async () => {
    const response = await postJson(t.app, endpoints.dropdownList.path, { ListType: 'Title\u0001' });
    expect(response.statusCode).toBe(200);
  });
});
