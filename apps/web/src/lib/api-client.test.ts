import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@portal/contract';
import { callEndpoint, createApiClient, setSessionExpiredNavigation } from './api-client';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

function client(token = '') {
  const onSessionExpired = vi.fn();
  return { onSessionExpired, api: createApiClient({ getAccessToken: () => token, onSessionExpired }) };
}

describe('API client (spec part 1 §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON with the access token and returns the parsed 200 answer', async () => {
    const fetchMock = stubFetch(jsonResponse(200, ['Down for maintenance tonight']));
    const { api } = client('token-1');
    await expect(api.callEndpoint(endpoints.checkMaintenanceMessage, {})).resolves.toEqual([
      'Down for maintenance tonight',
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/maintenance/checkmessage');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ AccessToken: 'token-1' });
  });

  it('sends an empty access token when signed out', async () => {
    const fetchMock = stubFetch(jsonResponse(200, []));
    await client('').api.callEndpoint(endpoints.checkMaintenanceMessage, {});
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ AccessToken: '' });
  });

  it('uses GET with path parameters for GET entries', async () => {
    const fetchMock = stubFetch(jsonResponse(200, ['<p>Hello</p>']));
    await expect(client().api.callEndpoint(endpoints.getContent, { name: 'submitdocs' })).resolves.toEqual([
      '<p>Hello</p>',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/content/submitdocs');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('rejects with the error list of a 225 answer', async () => {
    stubFetch(jsonResponse(225, [{ Number: 56, Message: 'Your information could not be found.' }]));
    const { api, onSessionExpired } = client('t');
    const error = await failureOf(api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.status).toBe(225);
    expect(error.errors).toEqual([{ Number: 56, Message: 'Your information could not be found.' }]);
    expect(error.isSessionExpired).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the first 225 error is an expired-token number', async () => {
    for (const number of [8, 18, 21, 22, 24, 28]) {
      stubFetch(jsonResponse(225, [{ Number: number, Message: 'Expired' }]));
      const { api, onSessionExpired } = client('t');
      const error = await failureOf(api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
      expect(error.isSessionExpired).toBe(true);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    }
  });

  it('signs the user out and goes to /login on an expired token through the app client', async () => {
    sessionStore.signIn({ AccessToken: 'old', isOneTimePassword: false }, { rememberMe: true });
    const navigate = vi.fn();
    setSessionExpiredNavigation(navigate);
    const fetchMock = stubFetch(jsonResponse(225, [{ Number: 8, Message: 'Expired' }]));
    await failureOf(callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ AccessToken: 'old' });
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('maps a 225 answer that is not a list to endpoint not available (1)', async () => {
    stubFetch(jsonResponse(225, { oops: true }));
    const error = await failureOf(client().api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.errors).toEqual([{ Number: 1, Message: 'Your request could not be completed.' }]);
  });

  it('maps 415 to the unprocessable request error (2)', async () => {
    stubFetch(jsonResponse(415, [{ Number: 101, Message: 'Invalid' }]));
    const error = await failureOf(client().api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.status).toBe(415);
    expect(error.errors).toEqual([{ Number: 2, Message: 'Your request could not be completed.' }]);
  });

  it('maps any other status to a script error (3)', async () => {
    stubFetch(jsonResponse(404, { error: 'Not Found' }));
    const error = await failureOf(client().api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.status).toBe(404);
    expect(error.errors[0]?.Number).toBe(3);
  });

  it('maps a network failure to endpoint not available (1)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(client().api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.kind).toBe('transport');
    expect(error.errors[0]?.Number).toBe(1);
  });

  it('maps a 200 answer that breaks the contract to a syntax error (4)', async () => {
    stubFetch(jsonResponse(200, { not: 'a list' }));
    const error = await failureOf(client().api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
    expect(error.errors[0]?.Number).toBe(4);
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives up after 120 000 ms with the spec timeout message', async () => {
      stubFetch(() => new Promise<Response>(() => undefined));
      const fetchMock = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      const api = createApiClient({ fetch: fetchMock, getAccessToken: () => '', onSessionExpired: vi.fn() });
      const pending = failureOf(api.callEndpoint(endpoints.checkMaintenanceMessage, {}));
      await vi.advanceTimersByTimeAsync(119_999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.errors[0]?.Message).toBe('Sorry, request timed out. Please try again.');
    });
  });
});
