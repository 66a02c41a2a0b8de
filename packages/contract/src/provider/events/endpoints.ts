import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  PROVIDER_EVENT_BODY_LIMIT_BYTES,
  listProviderEventsQuerySchema,
  listProviderEventsResponseSchema,
  providerEventParamsSchema,
  providerEventSchema,
  putProviderEventBodySchema,
} from './schemas.js';

/** What's happening (issue 32): the provider's events on a claim's timeline, by its own reference. */
export const eventEndpoints = {
  putEvent: defineProviderEndpoint({
    id: 'putEvent',
    method: 'PUT',
    path: '/provider/v1/events/:reference',
    summary:
      "Create or update the event with this reference on a claim's timeline (What's happening); a repeat " +
      'with the same body changes nothing. Attachments (base64 letters, checked as uploads) replace the ' +
      'stored ones; the replaced files can no longer be downloaded. 225: 103 unknown claim, 211-213 an ' +
      'attachment refused (nothing stored), 321 Date out of range, 322 the reference is used on another ' +
      'claim. Answers the stored event.',
    tag: 'Timeline',
    params: providerEventParamsSchema,
    body: putProviderEventBodySchema,
    response: providerEventSchema,
    bodyLimitBytes: PROVIDER_EVENT_BODY_LIMIT_BYTES,
  }),
  listEvents: defineProviderEndpoint({
    id: 'listEvents',
    method: 'GET',
    path: '/provider/v1/events',
    summary:
      "A claim's whole timeline as its claimants see it, newest first (at most 500): your events and the " +
      "portal's own (submissions, their receipt, payments). 225: 103 unknown claim.",
    tag: 'Timeline',
    query: listProviderEventsQuerySchema,
    response: listProviderEventsResponseSchema,
  }),
} as const;
