import {
  HTTP_BUSINESS_ERROR,
  HTTP_OK,
  HTTP_UNPROCESSABLE,
  REQUEST_TIMEOUT_MS,
  UPLOAD_FILE_FIELD,
  clientErrors,
  errorListSchema,
  fileFieldOf,
  isExpiredTokenNumber,
  messages,
  type EndpointDefinition,
  type ErrorItem,
  type ResponseOf,
} from '@portal/contract';
import { reportApiAnswered } from './api-activity';
import { ApiError } from './api-error';
import { errorsOf, formatUploadError } from './error-alert';
import { sessionStore } from './session-store';

/**
 * Multipart file uploads (spec part 1 §7 "Personal-details file uploads", §8; RESOLUTIONS.md "The wire
 * contract"). fetch cannot report upload progress, so uploads use XMLHttpRequest. The text fields go
 * first (the server reads them before the file streams in): the access token as `accessToken`, then
 * the caller's fields (FormId), then the file under the contract's field (`uploads[]`). Answers are mapped exactly like api-client:
 * 200 parsed with the endpoint's response schema, 225 error list (an expired-token number ends the
 * session), 415 unprocessable, anything else a script error; 120 s time out with the spec's text.
 */

export interface UploadOptions {
  /** Whole percentages 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploaderDeps {
  getAccessToken: () => string;
  /** Ends the session after an expired-token number (part 1 §8). */
  onSessionExpired: () => void;
  baseUrl?: string;
  timeoutMs?: number;
}

export type UploadFn = <E extends EndpointDefinition>(
  endpoint: E,
  fields: Readonly<Record<string, string>>,
  file: File,
  options?: UploadOptions,
) => Promise<ResponseOf<E>>;

const catalogueItem = (error: { Number: number; Message: string }): ErrorItem => ({
  Number: error.Number,
  Message: error.Message,
});

/** Loaded bytes as a whole percentage, never above 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createUploader(deps: UploaderDeps): UploadFn {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = deps.baseUrl ?? '';

  function interpret(endpoint: EndpointDefinition, status: number, text: string): unknown {
    if (status === HTTP_OK) {
      const body = parseJson(text);
      const parsed = body.ok ? endpoint.response.safeParse(body.value) : undefined;
      if (!parsed?.success)
        throw new ApiError('malformed', status, [catalogueItem(clientErrors.syntaxError)]);
      return parsed.data;
    }
    if (status === HTTP_UNPROCESSABLE) {
      throw new ApiError('unprocessable', status, [catalogueItem(clientErrors.unprocessableRequest)]);
    }
    if (status === HTTP_BUSINESS_ERROR) {
      const body = parseJson(text);
      const list = body.ok ? errorListSchema.safeParse(body.value) : undefined;
      if (!list?.success) {
        throw new ApiError('business', status, [catalogueItem(clientErrors.endpointNotAvailable)]);
      }
      const expired = isExpiredTokenNumber(list.data[0]?.Number ?? 0);
      if (expired) deps.onSessionExpired();
      throw new ApiError('business', status, list.data, expired);
    }
    throw new ApiError('http', status, [catalogueItem(clientErrors.scriptError)]);
  }

  return function upload<E extends EndpointDefinition>(
    endpoint: E,
    fields: Readonly<Record<string, string>>,
    file: File,
    options: UploadOptions = {},
  ): Promise<ResponseOf<E>> {
    return new Promise<ResponseOf<E>>((resolve, reject) => {
      if (endpoint.body !== 'multipart') {
        reject(new ApiError('malformed', 0, [catalogueItem(clientErrors.scriptError)]));
        return;
      }
      if (options.signal?.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      const form = new FormData();
      const accessToken = fields.accessToken ?? deps.getAccessToken();
      form.append('accessToken', accessToken);
      for (const [name, value] of Object.entries(fields)) {
        if (name !== 'accessToken') form.append(name, value);
      }
      form.append(fileFieldOf(endpoint) ?? UPLOAD_FILE_FIELD, file, file.name);

      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const done = () => options.signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', baseUrl + endpoint.path);
      xhr.timeout = timeoutMs;
      xhr.setRequestHeader('Accept', 'application/json');
      let lastPercent = -1;
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable) return;
        const percent = percentOf(event.loaded, event.total);
        if (percent === lastPercent) return;
        lastPercent = percent;
        options.onProgress?.(percent);
      });
      xhr.addEventListener('load', () => {
        done();
        if (xhr.status === HTTP_OK || xhr.status === HTTP_BUSINESS_ERROR) reportApiAnswered(accessToken);
        try {
          resolve(interpret(endpoint, xhr.status, xhr.responseText) as ResponseOf<E>);
        } catch (failure) {
          reject(failure as Error);
        }
      });
      xhr.addEventListener('timeout', () => {
        done();
        // Same as api-client: the spec's text with the catalogue's "end point offline" number (1).
        reject(
          new ApiError('timeout', 0, [
            { Number: clientErrors.endpointNotAvailable.Number, Message: messages.alerts.timeout },
          ]),
        );
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new ApiError('transport', 0, [catalogueItem(clientErrors.endpointNotAvailable)]));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      });
      options.signal?.addEventListener('abort', onAbort);
      xhr.send(form);
    });
  };
}

function readBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-api-base"]');
  return meta?.content.replace(/\/$/, '') ?? '';
}

/**
 * The app's uploader. An expired token clears the session; the route guards then send the user to
 * /login (api-client keeps its navigate hook private, so this relies on the guards).
 */
export const uploadFile: UploadFn = createUploader({
  getAccessToken: () => sessionStore.getAccessToken(),
  onSessionExpired: () => sessionStore.forceLogout(),
  baseUrl: readBaseUrl(),
});

/** True when a failure is a cancelled upload rather than an error to show. */
export function isUploadCancelled(failure: unknown): boolean {
  return failure instanceof DOMException && failure.name === 'AbortError';
}

/**
 * Upload failures alert their first error as "Error {number}: {message}" (part 1 §8). An expired session
 * already signed the user out, and a cancelled upload is the user's own choice: neither alerts.
 */
export function alertUploadFailure(failure: unknown): void {
  if (isUploadCancelled(failure)) return;
  if (failure instanceof ApiError && failure.isSessionExpired) return;
  const [first] = errorsOf(failure);
  if (first) window.alert(formatUploadError(first));
}
