import { type ErrorItem, HTTP_SERVICE_BUSY, serverErrors } from '@portal/contract';

/**
 * The server is past its load limits (issue 33, plugins/load-shedding.ts): answered 503 with
 * `serviceBusy` and Retry-After, before the call does any work, so nothing it would change is changed.
 */
export class ServiceBusyError extends Error {
  override readonly name = 'ServiceBusyError';
  readonly statusCode = HTTP_SERVICE_BUSY;
  readonly item: ErrorItem = { ...serverErrors.serviceBusy };

  /**
   * What Retry-After says when the refusal is the app's own (a sign-in queue that is full); the load
   * shedding plugin sets its header itself.
   */
  constructor(readonly retryAfterSeconds?: number) {
    super('the server is shedding load');
  }
}
