import { SURVEY_OUTRO_CONTENT_NAME } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import { alex, outro, riley, seedDemo, surveyToken, tokenState } from './survey-fixtures.js';

let t: TestApp;
let seededOutro: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  const row = await t.database.db
    .selectFrom('content_items')
    .select('html')
    .where('name', '=', SURVEY_OUTRO_CONTENT_NAME)
    .executeTakeFirstOrThrow();
  seededOutro = row.html;
});
afterAll(async () => {
  await t.close();
});
// Some tests replace or remove the outro: each test starts from the demo's seeded one.
beforeEach(async () => {
  await setOutro(seededOutro);
});

async function setOutro(html: string) {
  await t.database.db.deleteFrom('content_items').where('name', '=', SURVEY_OUTRO_CONTENT_NAME).execute();
  await t.database.db
    .insertInto('content_items')
    .values({ name: SURVEY_OUTRO_CONTENT_NAME, position: 0, html, updated_at: t.clock.now().toISOString() })
    .execute();
}

describe('getnidoutro', () => {
  it('tells Riley, who has no account, that they are not registered (the outro offers Register)', async () => {
    const response = await outro(t, await surveyToken(t, riley));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      IsRegistered: false,
      OutroMessage: expect.stringContaining('Thank you'),
    });
  });

  it('tells Alex, who has an account, that he is registered (the outro offers Login)', async () => {
    const response = await outro(t, await surveyToken(t, alex));
    expect(response.json()).toMatchObject({ IsRegistered: true });
  });

  it('counts an account that is not activated yet as registered: Login leads to activation', async () => {
    const jo = { ClaimNumber: '45/67890', DateOfBirth: '30/11/1978' };
    expect((await outro(t, await surveyToken(t, jo))).json()).toMatchObject({ IsRegistered: true });
  });

  it('answers the provider’s outro text sanitised, even when it was stored unsafe', async () => {
    await setOutro('<h2 onmouseover="x()">Thanks</h2><iframe src="https://evil.example"></iframe><p>Bye</p>');
    const response = await outro(t, await surveyToken(t, riley));
    expect((response.json() as { OutroMessage: string }).OutroMessage).toBe('<h2>Thanks</h2><p>Bye</p>');
  });

  it('answers an empty outro when the provider has set none', async () => {
    await t.database.db.deleteFrom('content_items').where('name', '=', SURVEY_OUTRO_CONTENT_NAME).execute();
    expect((await outro(t, await surveyToken(t, riley))).json()).toEqual({
      OutroMessage: '',
      IsRegistered: false,
    });
  });

  it('ends the survey session: the token is revoked once the outro is read', async () => {
    const token = await surveyToken(t, riley);
    await outro(t, token);
    expect(await tokenState(t, token)).toBe('revoked');
  });
});
