import { type EndpointDefinition, dropdownItemSchema, endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequest } from '../../src/http/request-input.js';
import { UnprocessableError } from '../../src/http/unprocessable-error.js';
import { signIn } from '../files/files-fixtures.js';
import { errorsOf, post, seedDemo } from '../sign-in/sign-in-fixtures.js';
import { type TestApp, createTestApp } from '../support/test-app.js';

/**
 * Issue 29 item 1: a call that needs a session refuses a missing or unknown token before its body is
 * read against the schema, and no body turns the schema into an internal fault.
 */
const tokenUnknown = [{ ...serverErrors.tokenUnknown }];
const invalidRequest = [{ ...serverErrors.invalidRequest }];
const hugeWrongList = Array<number>(200_000).fill(0);

let t: TestApp;
let alex: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  alex = await signIn(t, 'alex@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('a call that needs a session', () => {
  it.each([
    ['no token', {}],
    ['an empty token', { AccessToken: '' }],
    ['an unknown token', { AccessToken: 'A'.repeat(43) }],
    ['a token far over its bound', { AccessToken: 'A'.repeat(10_000) }],
    ['a token that is not text', { AccessToken: 42 }],
  ])(
    'answers %s with 18 whatever the body holds, without reading it against the schema',
    async (_name, token) => {
      for (const body of [
        { Documents: hugeWrongList },
        { Documents: 'not a list', Description: 7 },
        { DocumentType: { Id: 'x'.repeat(500_000) } },
      ]) {
        const response = await post(t, endpoints.updateDocumentForm.path, { ...token, ...body });
        expect(response.statusCode).toBe(225);
        expect(errorsOf(response)).toEqual(tokenUnknown);
      }
    },
  );

  it('still answers a body that is not a JSON object with 415, as any call does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.updateDocumentForm.path,
      payload: JSON.stringify(hugeWrongList),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(415);
    expect(errorsOf(response)).toEqual(invalidRequest);
  });

  it('reads the body against the schema once the token is known: 415 for a huge wrongly typed list', async () => {
    const response = await post(t, endpoints.updateDocumentForm.path, {
      AccessToken: alex.token,
      Documents: hugeWrongList,
    });
    expect(response.statusCode).toBe(415);
    expect(errorsOf(response)).toEqual(invalidRequest);
  });

  it('still saves a well-formed body with a valid token', async () => {
    const response = await post(t, endpoints.updateDocumentForm.path, {
      AccessToken: alex.token,
      Description: 'Scans of my receipts',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a public call', () => {
  it('keeps reading its body first: a wrongly typed body is 415 with or without a token', async () => {
    for (const AccessToken of ['', 'A'.repeat(43)]) {
      const response = await post(t, endpoints.login.path, { AccessToken, EmailAddress: hugeWrongList });
      expect(response.statusCode).toBe(415);
      expect(errorsOf(response)).toEqual(invalidRequest);
    }
  });

  it('refuses a field over its wire bound with 415', async () => {
    const response = await post(t, endpoints.login.path, {
      EmailAddress: 'a'.repeat(5_000),
      Password: 'x',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('a body too deep for the schema to walk', () => {
  // A recursive schema (the dropdown's item, whose Children are items) walks a deep body by recursion.
  const recursive = { id: 'probe', request: dropdownItemSchema } as unknown as EndpointDefinition;
  const deep = (levels: number) => {
    let item: Record<string, unknown> = { ElementNumber: 0, Id: 0, Item: 'x', ParentId: null, Children: [] };
    for (let level = 0; level < levels; level += 1) {
      item = { ElementNumber: 0, Id: 0, Item: 'x', ParentId: null, Children: [item] };
    }
    return item;
  };

  it('is refused as too large (415, 102), never thrown as a RangeError', () => {
    let thrown: unknown;
    try {
      parseRequest(recursive, deep(100_000));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnprocessableError);
    expect((thrown as UnprocessableError).item).toEqual(serverErrors.requestTooLarge);
  });
});
