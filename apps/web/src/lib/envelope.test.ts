import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, messages } from '@portal/contract';
import { installFakeXhr, type FakeXhr } from '../test/fake-xhr';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { decodeAnswer, timeoutError, transportError } from './envelope';
import { createUploader } from './upload';

/** One answer of the server and what the web app must make of it (spec part 1 §8). */
interface AnswerCase {
  name: string;
  status: number;
  body: string;
  kind: ApiError['kind'];
  numbers: number[];
  expired?: boolean;
}

const cases: AnswerCase[] = [
  {
    name: '225 with an error list',
    status: 225,
    body: '[{"Number":171,"Message":"Type"}]',
    kind: 'business',
    numbers: [171],
  },
  {
    name: '225 with an expired-token number',
    status: 225,
    body: '[{"Number":8,"Message":"Expired"}]',
    kind: 'business',
    numbers: [8],
    expired: true,
  },
  { name: '225 that is not a list', status: 225, body: '{"not":"a list"}', kind: 'business', numbers: [1] },
  { name: '225 that is not JSON', status: 225, body: '<html>', kind: 'business', numbers: [1] },
  { name: '415', status: 415, body: '', kind: 'unprocessable', numbers: [2] },
  { name: 'another status', status: 502, body: 'Bad gateway', kind: 'http', numbers: [3] },
  // Issue 33: a server shedding load asks to try again in a moment, whatever a proxy put in the body.
  { name: '503 while shedding load', status: 503, body: '<html>busy</html>', kind: 'busy', numbers: [105] },
  {
    name: '200 that breaks the contract',
    status: 200,
    body: '{"Wrong":true}',
    kind: 'malformed',
    numbers: [4],
  },
  { name: '200 that is not JSON', status: 200, body: 'oops', kind: 'malformed', numbers: [4] },
];

function failureOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (failure) {
    if (failure instanceof ApiError) return failure;
    throw failure;
  }
  throw new Error('the answer was accepted');
}

describe('decodeAnswer, the one envelope decoder (spec part 1 §8)', () => {
  it('parses a 200 answer with the endpoint schema', () => {
    expect(decodeAnswer(endpoints.uploadDetailsFile, 200, '{"FileId":"f-1"}', vi.fn())).toEqual({
      FileId: 'f-1',
    });
  });

  it.each(cases)(
    'maps $name to $kind with catalogue number $numbers',
    ({ status, body, kind, numbers, expired }) => {
      const onSessionExpired = vi.fn();
      const failure = failureOf(() =>
        decodeAnswer(endpoints.uploadDetailsFile, status, body, onSessionExpired),
      );
      expect(failure.kind).toBe(kind);
      expect(failure.status).toBe(status);
      expect(failure.errors.map((error) => error.Number)).toEqual(numbers);
      expect(failure.isSessionExpired).toBe(expired === true);
      expect(onSessionExpired).toHaveBeenCalledTimes(expired ? 1 : 0);
    },
  );

  it('gives a time-out the spec text and a missing answer "end point offline" (1)', () => {
    expect(timeoutError()).toMatchObject({ kind: 'timeout', status: 0 });
    expect(timeoutError().errors).toEqual([{ Number: 1, Message: messages.alerts.timeout }]);
    expect(transportError()).toMatchObject({ kind: 'transport', status: 0 });
    expect(transportError().errors[0]?.Number).toBe(1);
  });
});

describe('api-client and upload read answers alike', () => {
  let xhrs: FakeXhr[];
  beforeEach(() => {
    xhrs = installFakeXhr();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(cases)('$name fails the same way through fetch and through XMLHttpRequest', async (answer) => {
    const expected = failureOf(() =>
      decodeAnswer(endpoints.uploadDetailsFile, answer.status, answer.body, vi.fn()),
    );

    const fetchExpiry = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(answer.body, { status: answer.status }))),
    );
    const api = createApiClient({ getAccessToken: () => 't', onSessionExpired: fetchExpiry });
    const viaFetch = await api
      .callEndpoint(endpoints.getInformation, {})
      .catch((failure: unknown) => failure);

    const uploadExpiry = vi.fn();
    const upload = createUploader({ getAccessToken: () => 't', onSessionExpired: uploadExpiry });
    const done = upload(endpoints.uploadDetailsFile, {}, new File(['x'], 'x.pdf'));
    xhrs.at(-1)?.answer(answer.status, answer.body);
    const viaUpload = await done.catch((failure: unknown) => failure);

    for (const failure of [viaFetch, viaUpload]) {
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({
        kind: expected.kind,
        status: expected.status,
        errors: expected.errors,
        isSessionExpired: expected.isSessionExpired,
      });
    }
    expect(fetchExpiry.mock.calls.length).toBe(uploadExpiry.mock.calls.length);
  });
});
