import { endpoints, getInformationResponseSchema } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function information(env: Record<string, string>) {
  t = await createTestApp({ env });
  const response = await t.app.inject({ method: 'GET', url: endpoints.getInformation.path });
  expect(response.statusCode).toBe(200);
  return getInformationResponseSchema.parse(response.json());
}

describe("information/getinformation PublicUrl (the sign-in page's wrong-address notice, part 1 §2)", () => {
  it('answers the configured PUBLIC_URL, without a trailing slash', async () => {
    const answer = await information({ PUBLIC_URL: 'https://portal.example.gov.au/' });
    expect(answer.PublicUrl).toBe('https://portal.example.gov.au');
  });

  it('answers null when PUBLIC_URL is not set, even though PUBLIC_ORIGIN is', async () => {
    const answer = await information({ PUBLIC_ORIGIN: 'https://portal.example.org' });
    expect(answer).toHaveProperty('PublicUrl', null);
  });
});
