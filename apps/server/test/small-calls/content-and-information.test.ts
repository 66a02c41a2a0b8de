import { APP_VERSION, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PROVIDER_NAME: 'Test Provider',
      PROVIDER_PHONE: '1800 000 000',
      GIT_COMMIT: 'abc1234',
      CONTACT_REPLY_WORKING_DAYS: '5',
    },
  });
  const at = t.clock.current.toISOString();
  await t.database.db
    .insertInto('content_items')
    .values([
      { name: 'servicelist', position: 2, html: '<p>Footer</p>', updated_at: at },
      { name: 'servicelist', position: 1, html: '<h2>Services</h2>', updated_at: at },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('content/{name}', () => {
  it('answers the entries of a content item in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/servicelist' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['<h2>Services</h2>', '<p>Footer</p>']);
  });

  it('answers an unknown name with 225 notFound', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/nothing-here' });
    expect(response.statusCode).toBe(225);
    expect(response.json()).toEqual([
      { Number: serverErrors.notFound.Number, Message: serverErrors.notFound.Message },
    ]);
  });
});

describe('information/getinformation', () => {
  it('answers version 1.5.32 with the configured branding and build details', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.getInformation.path });
    expect(response.statusCode).toBe(200);
    expect(APP_VERSION).toBe('1.5.32');
    expect(response.json()).toEqual({
      Version: '1.5.32',
      ProviderName: 'Test Provider',
      ProviderPhone: '1800 000 000',
      BuildTime: 'unknown',
      Commit: 'abc1234',
      PublicUrl: null,
      ContactReplyWorkingDays: 5,
    });
  });
});
