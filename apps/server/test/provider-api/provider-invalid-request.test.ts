import { endpoints, messages, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ISSUES_MAX } from '../../src/provider-api/provider-invalid-request.js';
import {
  claimantBody,
  createProviderTestApp,
  errorsOf,
  putClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';
import { type TestApp, postJson } from '../support/test-app.js';
import { callProvider, newProviderKey } from './provider-test-support.js';

describe('provider API 415 answers', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the field by its path and the contract rule it broke', async () => {
    const response = await putClaimant(
      t,
      key,
      'TAC-415-A',
      claimantBody(uniqueClaimNumber(), {
        Claims: [
          { Number: uniqueClaimNumber(), DateOfAccident: '01/01/2025' },
          { Number: '1234567', DateOfAccident: '01/01/2025' },
        ],
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(errorsOf(response)).toEqual([
      { Number: 101, Message: `Claims.1.Number: ${messages.fields.claimNumber}` },
    ]);
    expect(await t.database.db.selectFrom('claimants').selectAll().execute()).toEqual([]);
  });

  it('answers one item per problem and never echoes what was sent', async () => {
    const secrets = { AccountNumber: '98765432109', BSB: '99x-777', BankAccountName: 'A'.repeat(300) };
    const response = await putClaimant(
      t,
      key,
      'TAC-415-B',
      claimantBody(uniqueClaimNumber(), { ...secrets, Email: 'secret-mail@', Surname: 17 }),
    );
    expect(response.statusCode).toBe(415);
    const items = errorsOf(response);
    expect(items.every((item) => item.Number === serverErrors.invalidRequest.Number)).toBe(true);
    expect(items.map((item) => item.Message.split(':')[0]).sort()).toEqual([
      'AccountNumber',
      'BSB',
      'BankAccountName',
      'Email',
      'Surname',
    ]);
    for (const value of [...Object.values(secrets), 'secret-mail@', '17']) {
      expect(response.body).not.toContain(value);
    }
    const logged = t.logs.filter((line) => line.msg === 'unprocessable request').at(-1);
    expect(JSON.stringify(logged)).not.toContain('98765432109');
  });

  it(`answers at most ${PROVIDER_ISSUES_MAX} problems`, async () => {
    const claims = Array.from({ length: 30 }, () => ({ Number: 'x', DateOfAccident: '01/01/2025' }));
    const response = await putClaimant(t, key, 'TAC-415-C', claimantBody('x', { Claims: claims }));
    expect(response.statusCode).toBe(415);
    const items = errorsOf(response);
    expect(items).toHaveLength(PROVIDER_ISSUES_MAX);
    expect(items[0]?.Message).toBe(`Claims.0.Number: ${messages.fields.claimNumber}`);
    expect(items.at(-1)?.Message).toBe(`Claims.19.Number: ${messages.fields.claimNumber}`);
  });

  it('names a bad path parameter and a bad query value', async () => {
    const path = await callProvider(t.app, { method: 'GET', url: '/provider/v1/claimants/a%20b', key });
    expect(path.statusCode).toBe(415);
    expect(errorsOf(path)).toEqual([
      { Number: 101, Message: expect.stringMatching(/^externalRef: A claimant reference is 1-64/) },
    ]);
    const query = await callProvider(t.app, {
      method: 'GET',
      url: '/provider/v1/submissions?Limit=201',
      key,
    });
    expect(query.statusCode).toBe(415);
    expect(errorsOf(query)).toEqual([{ Number: 101, Message: expect.stringMatching(/^Limit: /) }]);
    expect(query.body).not.toContain('201');
  });

  it('leaves the claimant API 415 as the spec fixes it: the catalogue message only', async () => {
    const response = await postJson(t.app, endpoints.login.path, { EmailAddress: 12, Password: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([
      { Number: serverErrors.invalidRequest.Number, Message: serverErrors.invalidRequest.Message },
    ]);
  });
});
