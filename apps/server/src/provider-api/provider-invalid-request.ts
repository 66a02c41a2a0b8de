import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorItem, HTTP_UNPROCESSABLE, serverErrors } from '@portal/contract';
import type { z } from 'zod/mini';
import { sendErrorEnvelope } from '../http/error-envelope.js';
import { UnprocessableError } from '../http/unprocessable-error.js';
import { sendWireError } from '../plugins/errors.js';

/** At most this many problems are answered for one call; the rest would only repeat the same mistake. */
export const PROVIDER_ISSUES_MAX = 20;

/** Which part of the call a problem is in; a problem of the whole part is named by it. */
export type RequestPart = 'params' | 'query' | 'body';

export interface PartIssue {
  part: RequestPart;
  issue: z.core.$ZodIssue;
}

/**
 * `Claims.0.Number: Enter a valid claim number e.g. 12/34567` — the path of the field and the rule it
 * broke (the contract's validation text where it spells one). Only names, indexes and the rule: never
 * the submitted value, which may be a bank account number.
 */
export function issueMessage({ part, issue }: PartIssue): string {
  const path = issue.path.map((segment) => String(segment)).join('.');
  return `${path || part}: ${issue.message}`;
}

/**
 * A provider call whose params, query or body fail the contract's schema. Unlike the claimant API
 * (whose 415 the spec fixes to the catalogue message, part 1 §8), the provider's developers are told
 * what was wrong: HTTP 415 with one `{ Number: 101, Message }` per problem, at most 20.
 */
export class ProviderInvalidRequestError extends UnprocessableError {
  readonly items: ErrorItem[];

  constructor(issues: readonly PartIssue[]) {
    const messages = issues.map(issueMessage);
    super('invalidRequest', messages.join('; '));
    this.items = messages
      .slice(0, PROVIDER_ISSUES_MAX)
      .map((Message) => ({ Number: serverErrors.invalidRequest.Number, Message }));
  }
}

/**
 * Error handler of the provider routes: a schema failure answers its own items; everything else
 * (business errors, Fastify's refusals of the body, unexpected faults) the errors plugin answers as for
 * any call.
 */
export function sendProviderError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!(error instanceof ProviderInvalidRequestError)) return sendWireError(error, request, reply);
  request.log.info({ error: error.items[0], detail: error.detail }, 'unprocessable request');
  return sendErrorEnvelope(reply, HTTP_UNPROCESSABLE, error.items);
}
