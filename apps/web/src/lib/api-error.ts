import type { ErrorItem } from '@portal/contract';

/** How a call failed; `status` is the HTTP status, 0 when no answer arrived. */
export type ApiFailureKind =
  | 'business'
  | 'unprocessable'
  | 'http'
  | 'transport'
  | 'timeout'
  | 'malformed'
  /** 503: the server is shedding load and said to try again in a moment (issue 33). */
  | 'busy';

/**
 * The error response of spec part 1 §8: a status and a list of {Number, Message}. Every failed call
 * rejects with one of these, so callers and the alert formatter handle one shape.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiFailureKind;
  readonly errors: ErrorItem[];
  /** The first error was an expired-token number; the session was already ended. */
  readonly isSessionExpired: boolean;

  constructor(kind: ApiFailureKind, status: number, errors: ErrorItem[], isSessionExpired = false) {
    super(errors[0]?.Message ?? 'Request failed');
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
    this.isSessionExpired = isSessionExpired;
  }

  /** True when any error carries `number`, e.g. 49 for an incorrect access code. */
  has(number: number): boolean {
    return this.errors.some((error) => error.Number === number);
  }
}
