import {
  HTTP_BUSINESS_ERROR,
  HTTP_OK,
  HTTP_SERVICE_BUSY,
  HTTP_UNPROCESSABLE,
  claimantErrors,
  clientErrors,
  errorListSchema,
  isExpiredTokenNumber,
  messages,
  type EndpointDefinition,
  type ErrorItem,
} from '@portal/contract';
import { ApiError } from './api-error';

/**
 * The one reading of a server answer on the web (spec part 1 §8; RESOLUTIONS.md "The wire contract"),
 * shared by api-client (fetch) and upload (XMLHttpRequest): 200 parsed with the endpoint's response
 * schema, 225 the error list (an expired-token number ends the session), 415 unprocessable, 503 a busy
 * server's "try again in a moment" (issue 33), any other status a script error. Every failure is an ApiError carrying catalogue numbers.
 */

export const catalogueItem = (error: { Number: number; Message: string }): ErrorItem => ({
  Number: error.Number,
  Message: error.Message,
});

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Decodes an answer's status and body text, or throws the ApiError it stands for. */
export function decodeAnswer(
  endpoint: EndpointDefinition,
  status: number,
  text: string,
  onSessionExpired: (errorNumber: number) => void,
): unknown {
  if (status === HTTP_OK) {
    if (endpoint.responseType === 'html') return text;
    const body = parseJson(text);
    const parsed = body.ok ? endpoint.response.safeParse(body.value) : undefined;
    if (!parsed?.success) throw new ApiError('malformed', status, [catalogueItem(clientErrors.syntaxError)]);
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
    const errorNumber = list.data[0]?.Number ?? 0;
    const expired = isExpiredTokenNumber(errorNumber);
    if (expired) onSessionExpired(errorNumber);
    throw new ApiError('business', status, list.data, expired);
  }
  if (status === HTTP_SERVICE_BUSY) {
    throw new ApiError('busy', status, [catalogueItem(claimantErrors.serviceBusy)]);
  }
  throw new ApiError('http', status, [catalogueItem(clientErrors.scriptError)]);
}

/** No answer within the time limit: the spec's text with the catalogue's "end point offline" (1). */
export function timeoutError(): ApiError {
  return new ApiError('timeout', 0, [
    { Number: clientErrors.endpointNotAvailable.Number, Message: messages.alerts.timeout },
  ]);
}

/** No answer at all: the end point is offline or unreachable (catalogue number 1). */
export function transportError(): ApiError {
  return new ApiError('transport', 0, [catalogueItem(clientErrors.endpointNotAvailable)]);
}

/** A call the client itself cannot make (a multipart entry through fetch, or JSON through upload). */
export function misuseError(): ApiError {
  return new ApiError('malformed', 0, [catalogueItem(clientErrors.scriptError)]);
}

/** Whether the server answered at all (200 or 225), which keeps the session alive. */
export function isAnswered(status: number): boolean {
  return status === HTTP_OK || status === HTTP_BUSINESS_ERROR;
}

/** The backend base address the hosting page supplies (spec part 1 §1); same origin when empty. */
export function readApiBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-api-base"]');
  return meta?.content.replace(/\/$/, '') ?? '';
}
