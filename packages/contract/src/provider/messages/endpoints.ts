import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  PROVIDER_MESSAGE_BODY_LIMIT_BYTES,
  sendProviderMessageBodySchema,
  sendProviderMessageResponseSchema,
} from './schemas.js';

/** Inbox messages to claims (issue 5 "send an inbox message to a claim, with attachments"). */
export const messageEndpoints = {
  sendMessage: defineProviderEndpoint({
    id: 'sendMessage',
    method: 'POST',
    path: '/provider/v1/messages',
    summary:
      'Put a message in the inbox of a claim, with up to 4 attachments (base64; accepted document ' +
      'types, checked by content, each below 10MB). Nothing is stored when any attachment is refused. ' +
      'Claimants of the claim with an activated account are told by e-mail/SMS that a message is ' +
      'waiting (never its text). Unknown claim: 225, 103.',
    tag: 'Messages',
    body: sendProviderMessageBodySchema,
    response: sendProviderMessageResponseSchema,
    bodyLimitBytes: PROVIDER_MESSAGE_BODY_LIMIT_BYTES,
  }),
} as const;
