import {
  HTTP_BUSINESS_ERROR,
  HTTP_OK,
  HTTP_UNPROCESSABLE,
  REQUEST_TIMEOUT_MS,
  clientErrors,
  errorListSchema,
  isExpiredTokenNumber,
  messages,
  type EndpointDefinition,
  type ErrorItem,
  type RequestOf,
  type ResponseOf,
} from '@portal/contract';
import { ApiError } from './api-error';
import { reportApiAnswered } from './api-activity';
import { loadingQueue, type LoadingQueue } from './loading';
import { sessionStore } from './session-store';

/**
 * The one way the web app calls the server (spec part 1 §7, §8; RESOLUTIONS.md "The wire contract").
 * Each call is typed from its contract entry, carries the access token in its JSON body (an empty
 * string when signed out), times out after 120 s and maps every failure to an ApiError whose errors
 * come from the catalogue. An expired-token number ends the session and goes to /login.
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
  onSessionExpired: () => void;
  /** Backend base address supplied by the hosting page (part 1 §1); same origin when empty. */
  baseUrl?: string;
  timeoutMs?: number;
  loading?: LoadingQueue;
  /** Told of every call the server answered (200 or 225) with the token it carried. */
  onAnswered?: (accessToken: string) => void;
}

export interface ApiClient {
  callEndpoint<E extends EndpointDefinition>(
    endpoint: E,
    body: RequestBody<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

const catalogueItem = (error: { Number: number; Message: string }): ErrorItem => ({
  Number: error.Number,
  Message: error.Message,
});

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

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await response.text()) as unknown };
  } catch {
    return { ok: false };
  }
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
      throw new ApiError('malformed', 0, [catalogueItem(clientErrors.scriptError)]);
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

  async function interpret(endpoint: EndpointDefinition, response: Response): Promise<unknown> {
    if (response.status === HTTP_OK) {
      if (endpoint.responseType === 'html') return response.text();
      const body = await readJson(response);
      const parsed = body.ok ? endpoint.response.safeParse(body.value) : undefined;
      if (!parsed?.success)
        throw new ApiError('malformed', response.status, [catalogueItem(clientErrors.syntaxError)]);
      return parsed.data;
    }
    if (response.status === HTTP_UNPROCESSABLE) {
      throw new ApiError('unprocessable', response.status, [
        catalogueItem(clientErrors.unprocessableRequest),
      ]);
    }
    if (response.status === HTTP_BUSINESS_ERROR) {
      const body = await readJson(response);
      const list = body.ok ? errorListSchema.safeParse(body.value) : undefined;
      if (!list?.success) {
        throw new ApiError('business', response.status, [catalogueItem(clientErrors.endpointNotAvailable)]);
      }
      const expired = isExpiredTokenNumber(list.data[0]?.Number ?? 0);
      if (expired) deps.onSessionExpired();
      throw new ApiError('business', response.status, list.data, expired);
    }
    // Any other status is a failure the spec files as a script error (part 1 §8).
    throw new ApiError('http', response.status, [catalogueItem(clientErrors.scriptError)]);
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
      if (accessToken && (response.status === HTTP_OK || response.status === HTTP_BUSINESS_ERROR)) {
        deps.onAnswered?.(accessToken);
      }
      return await interpret(endpoint, response);
    } catch (failure) {
      if (failure instanceof ApiError) throw failure;
      if (timedOut) {
        // The spec gives the text only; the number is the catalogue's "end point offline" (1).
        throw new ApiError('timeout', 0, [
          { Number: clientErrors.endpointNotAvailable.Number, Message: messages.alerts.timeout },
        ]);
      }
      if (options.signal?.aborted) throw failure;
      // No answer at all: the end point is offline or unreachable (catalogue number 1).
      throw new ApiError('transport', 0, [catalogueItem(clientErrors.endpointNotAvailable)]);
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

function readBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-api-base"]');
  return meta?.content.replace(/\/$/, '') ?? '';
}

const defaultClient = createApiClient({
  getAccessToken: () => sessionStore.getAccessToken(),
  onSessionExpired: () => {
    sessionStore.forceLogout();
    sessionExpiredNavigation('/login');
  },
  baseUrl: readBaseUrl(),
  onAnswered: reportApiAnswered,
});

/** Calls one contract endpoint with the app's session, loading overlay and error mapping. */
export const callEndpoint: ApiClient['callEndpoint'] = (endpoint, body, options) =>
  defaultClient.callEndpoint(endpoint, body, options);
