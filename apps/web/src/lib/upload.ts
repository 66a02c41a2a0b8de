import {
  REQUEST_TIMEOUT_MS,
  SESSION_TIME_LEFT_HEADER,
  UPLOAD_FILE_FIELD,
  parseSessionTimeLeft,
  fileFieldOf,
  type EndpointDefinition,
  type ResponseOf,
} from '@portal/contract';
import { reportApiAnswered } from './api-activity';
import { endExpiredSession } from './api-client';
import { ApiError } from './api-error';
import {
  decodeAnswer,
  isAnswered,
  misuseError,
  readApiBaseUrl,
  timeoutError,
  transportError,
} from './envelope';
import { errorsOf, formatUploadError } from './error-alert';
import { sessionStore } from './session-store';

/**
 * Multipart file uploads (spec part 1 §7 "Personal-details file uploads", §8; RESOLUTIONS.md "The wire
 * contract"). fetch cannot report upload progress, so uploads use XMLHttpRequest. The text fields go
 * first (the server reads them before the file streams in): the access token as `accessToken`, then
 * the caller's fields (FormId), then the file under the contract's field (`uploads[]`). Answers are
 * decoded by the same function as api-client's (envelope.ts); 120 s time out with the spec's text.
 */

export interface UploadOptions {
  /** Whole percentages 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploaderDeps {
  getAccessToken: () => string;
  /** Ends the session after an expired-token number (part 1 §8). */
  onSessionExpired: (errorNumber: number) => void;
  baseUrl?: string;
  timeoutMs?: number;
}

export type UploadFn = <E extends EndpointDefinition>(
  endpoint: E,
  fields: Readonly<Record<string, string>>,
  file: File,
  options?: UploadOptions,
) => Promise<ResponseOf<E>>;

/** Loaded bytes as a whole percentage, never above 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

export function createUploader(deps: UploaderDeps): UploadFn {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = deps.baseUrl ?? '';

  return function upload<E extends EndpointDefinition>(
    endpoint: E,
    fields: Readonly<Record<string, string>>,
    file: File,
    options: UploadOptions = {},
  ): Promise<ResponseOf<E>> {
    return new Promise<ResponseOf<E>>((resolve, reject) => {
      if (endpoint.body !== 'multipart') {
        reject(misuseError());
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
        if (isAnswered(xhr.status))
          reportApiAnswered(
            accessToken,
            parseSessionTimeLeft(xhr.getResponseHeader(SESSION_TIME_LEFT_HEADER)),
          );
        try {
          resolve(
            decodeAnswer(endpoint, xhr.status, xhr.responseText, deps.onSessionExpired) as ResponseOf<E>,
          );
        } catch (failure) {
          reject(failure as Error);
        }
      });
      xhr.addEventListener('timeout', () => {
        done();
        reject(timeoutError());
      });
      xhr.addEventListener('error', () => {
        done();
        reject(transportError());
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

/** The app's uploader: an expired token ends the session and goes to /login, as any other call. */
export const uploadFile: UploadFn = createUploader({
  getAccessToken: () => sessionStore.getAccessToken(),
  onSessionExpired: endExpiredSession,
  baseUrl: readApiBaseUrl(),
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
