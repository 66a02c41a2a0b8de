import pLimit from 'p-limit';
import { ServiceBusyError } from '../../http/service-busy-error.js';

export interface SignInAdmissionSettings {
  /** SIGNIN_CONCURRENCY: sign-ins this server runs at once. */
  concurrency: number;
  /** SIGNIN_QUEUE_MAX: sign-ins that may wait for a turn; one more is refused as busy. */
  queueMax: number;
  /** The refusal's Retry-After (SHED_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
}

/**
 * Admission for sign-ins (issue 33, a wave of them on a payment day; ADR 0045). A sign-in costs an
 * argon2id hash (tens of milliseconds of a core, on libuv's four threads that files and compression
 * share) and ten statements. Unbounded, a wave of 250 at once queued 2 500 statements ahead of every
 * signed-in claimant's calls in the pool, and those waited seconds. Here at most `concurrency` run at
 * once; the rest wait their turn in order, having touched nothing, and past `queueMax` waiting a sign-in
 * is answered 503 with serviceBusy and Retry-After (the web app says to try again in a moment).
 */
export function signInAdmission(settings: SignInAdmissionSettings) {
  const limit = pLimit(settings.concurrency);
  return <T>(signIn: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= settings.queueMax) {
      return Promise.reject(new ServiceBusyError(settings.retryAfterSeconds));
    }
    return limit(signIn);
  };
}
