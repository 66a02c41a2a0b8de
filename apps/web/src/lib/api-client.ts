import {
  REQUEST_TIMEOUT_MS,
  SESSION_TIME_LEFT_HEADER,
  parseSessionTimeLeft,
  type EndpointDefinition,
  type SessionTimeLeft,
  type RequestOf,
  type ResponseOf,
} from '@portal/contract';
import { ApiError } from './api-error';
import { reportApiAnswered } from './api-activity';
import {
  decodeAnswer,
  isAnswered,
  misuseError,
  readApiBaseUrl,
  timeoutError,
  transportError,
} from './envelope';
import { loadingQueue, type LoadingQueue } from './loading';
import { sessionStore } from './session-store';
import { signedOutReason } from './signed-out-reason';

/**
 * The one way the web app calls the server (spec part 1 §7, §8; RESOLUTIONS.md "The wire contract").
 * Each call is typed from its contract entry, carries the access token in its JSON body (an empty
 * string when signed out), times out after 120 s and maps every failure to an ApiError whose errors
 * come from the catalogue (envelope.ts, shared with uploads). An expired-token number ends the session
 * and goes to /login.
 */

/** The JSON body a caller passes: the request without AccessToken, which the client adds. */
export type RequestBody<E> =
  RequestOf<E> extends Record<string, unknown>
    ? Omit<RequestOf<E>, 'AccessToken'> & { AccessToken?: string }
    : RequestOf<E>;

export interface CallOptions {
  /** Shown in the loading overlay while the call runs (part 1 §4 "Other"). */
  loadingMessage?: string;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  getAccessToken: () => string;
  /** Ends the session and goes to /login after an expired-token number (part 1 §8). */
  onSessionExpired: (errorNumber: number) => void;
  /** Backend base address supplied by the hosting page (part 1 §1); same origin when empty. */
  baseUrl?: string;
  timeoutMs?: number;
  loading?: LoadingQueue;
  /** Told of every call the server answered (200 or 225) with the token it carried. */
  onAnswered?: (accessToken: string, timeLeft: SessionTimeLeft | null) => void;
}

export interface ApiClient {
  callEndpoint<E extends EndpointDefinition>(
    endpoint: E,
    body: RequestBody<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

/** Fills `:name` path parameters from the request and sends the rest as the query string (GET calls). */
export function buildGetUrl(path: string, params: Record<string, unknown>): string {
  const rest = { ...params };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = deps.baseUrl ?? '';

  /** The token a POST carries: the caller's, else the stored one; a GET carries none (part 1 §6). */
  function tokenFor(endpoint: EndpointDefinition, body: unknown): string {
    if (endpoint.method === 'GET') return '';
    const given = (body as { AccessToken?: unknown } | undefined)?.AccessToken;
    return typeof given === 'string' ? given : deps.getAccessToken();
  }

  async function send(
    endpoint: EndpointDefinition,
    body: unknown,
    accessToken: string,
    signal?: AbortSignal,
  ): Promise<Response> {
    if (endpoint.body === 'multipart') {
      // Uploads report progress and need XMLHttpRequest; they get their own helper with the feature.
      throw misuseError();
    }
    const fetchImpl = deps.fetch ?? globalThis.fetch.bind(globalThis);
    if (endpoint.method === 'GET') {
      const params = (body ?? {}) as Record<string, unknown>;
      return fetchImpl(baseUrl + buildGetUrl(endpoint.path, params), {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal,
      });
    }
    const payload = { ...((body ?? {}) as Record<string, unknown>), AccessToken: accessToken };
    return fetchImpl(baseUrl + endpoint.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
    });
  }

  async function call(endpoint: EndpointDefinition, body: unknown, options: CallOptions): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    try {
      const accessToken = tokenFor(endpoint, body);
      const response = await send(endpoint, body, accessToken, controller.signal);
      if (accessToken && isAnswered(response.status))
        deps.onAnswered?.(accessToken, parseSessionTimeLeft(response.headers.get(SESSION_TIME_LEFT_HEADER)));
      return decodeAnswer(endpoint, response.status, await response.text(), deps.onSessionExpired);
    } catch (failure) {
      if (failure instanceof ApiError) throw failure;
      if (timedOut) throw timeoutError();
      if (options.signal?.aborted) throw failure;
      throw transportError();
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  return {
    callEndpoint(endpoint, body, options = {}) {
      const work = call(endpoint, body, options) as Promise<ResponseOf<typeof endpoint>>;
      const loading = deps.loading ?? loadingQueue;
      return options.loadingMessage ? loading.track(options.loadingMessage, work) : work;
    },
  };
}

let sessionExpiredNavigation: (path: string) => void = (path) => window.location.assign(path);

/** The router registers its navigate function so an expired session lands on /login without a reload. */
export function setSessionExpiredNavigation(navigate: (path: string) => void): void {
  sessionExpiredNavigation = navigate;
}

/**
 * An expired-token answer, to a call or an upload, ends the session and goes to /login (part 1 §8),
 * which says why (issue 30 item 1).
 */
export function endExpiredSession(errorNumber: number): void {
  signedOutReason.setFromErrorNumber(errorNumber);
  sessionStore.forceLogout();
  sessionExpiredNavigation('/login');
}

const defaultClient = createApiClient({
  getAccessToken: () => sessionStore.getAccessToken(),
  onSessionExpired: endExpiredSession,
  baseUrl: readApiBaseUrl(),
  onAnswered: reportApiAnswered,
});

/** Calls one contract endpoint with the app's session, loading overlay and error mapping. */
export const callEndpoint: ApiClient['callEndpoint'] = (endpoint, body, options) =>
  defaultClient.callEndpoint(endpoint, body, options);
