import { vi } from 'vitest';

/** One answer of the mocked server: HTTP status (200 unless given) and JSON body. */
export interface MockAnswer {
  status?: number;
  /** Response headers, e.g. the session-time-left header the server sends with a valid token. */
  headers?: Record<string, string>;
  body: unknown;
}

export interface MockApi {
  /** Queues answers for a path; the last one repeats once the queue is down to it. */
  on(path: string, ...answers: MockAnswer[]): MockApi;
  /** The JSON bodies sent to a path, in order. */
  bodies(path: string): Record<string, unknown>[];
  fetch: ReturnType<typeof vi.fn>;
}

/**
 * Replaces fetch with a tiny in-memory server keyed by path, so screens run against the real api
 * client (envelope, 225 errors, token handling). Unknown paths answer 404.
 */
export function mockApi(): MockApi {
  const queues = new Map<string, MockAnswer[]>();
  const sent = new Map<string, Record<string, unknown>[]>();
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.set(url.pathname, [...(sent.get(url.pathname) ?? []), body]);
    const queue = queues.get(url.pathname);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) return Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: answer.headers }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const api: MockApi = {
    on(path, ...answers) {
      queues.set(path, answers);
      return api;
    },
    bodies: (path) => sent.get(path) ?? [],
    fetch: fetchMock,
  };
  return api;
}

/** A business error answer (HTTP 225) with one catalogue number. */
export function businessError(number: number, message = 'error'): MockAnswer {
  return { status: 225, body: [{ Number: number, Message: message }] };
}

/** Holds every answer of `path` until the returned release() is called. */
export function holdAnswers(path: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // mockApi() has stubbed the global fetch with its own answers; wrap them.
  const fetchMock = vi.mocked(globalThis.fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === path
      ? gate.then(() => answer(input, init))
      : answer(input, init),
  );
  return release;
}

/** The next `times` calls to `path` get no answer at all (fetch rejects, as when offline). */
export function failNetwork(path: string, times: number): void {
  let left = times;
  // mockApi() has stubbed the global fetch with its own answers; wrap them.
  const fetchMock = vi.mocked(globalThis.fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== path || left === 0)
      return answer(input, init);
    left -= 1;
    return Promise.reject(new TypeError('Failed to fetch'));
  });
}
