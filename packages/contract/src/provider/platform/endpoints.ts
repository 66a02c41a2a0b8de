import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  contentItemParamsSchema,
  contentItemResponseSchema,
  maintenanceMessagesResponseSchema,
  PROVIDER_CONTENT_BODY_LIMIT_BYTES,
  putContentItemBodySchema,
  replaceServicesBodySchema,
  servicesResponseSchema,
  setMaintenanceMessagesBodySchema,
} from './schemas.js';

/** Maintenance messages, services and content items (issue 5 "The provider's interface"). */
export const platformEndpoints = {
  getMaintenanceMessages: defineProviderEndpoint({
    id: 'getMaintenanceMessages',
    method: 'GET',
    path: '/provider/v1/maintenance-messages',
    summary: 'List the maintenance messages, with their windows and whether each is shown now.',
    tag: 'Platform',
    response: maintenanceMessagesResponseSchema,
  }),
  setMaintenanceMessages: defineProviderEndpoint({
    id: 'setMaintenanceMessages',
    method: 'PUT',
    path: '/provider/v1/maintenance-messages',
    summary:
      'Replace the maintenance messages. Each shows on the portal from StartsAt (or now) until EndsAt ' +
      '(or until replaced); an empty list clears them.',
    tag: 'Platform',
    body: setMaintenanceMessagesBodySchema,
    response: maintenanceMessagesResponseSchema,
  }),
  listServices: defineProviderEndpoint({
    id: 'listServices',
    method: 'GET',
    path: '/provider/v1/services',
    summary: 'List every service (approved or not) in Position order.',
    tag: 'Platform',
    response: servicesResponseSchema,
  }),
  replaceServices: defineProviderEndpoint({
    id: 'replaceServices',
    method: 'PUT',
    path: '/provider/v1/services',
    summary:
      'Replace the services list. Approved services are listed to claimants in Position order; ' +
      'ContentHtml is what the service page shows, sanitised when stored (no script, style, frame, ' +
      'form, event handler or javascript:/data: URL is kept).',
    tag: 'Platform',
    body: replaceServicesBodySchema,
    response: servicesResponseSchema,
    bodyLimitBytes: PROVIDER_CONTENT_BODY_LIMIT_BYTES,
  }),
  getContentItem: defineProviderEndpoint({
    id: 'getContentItem',
    method: 'GET',
    path: '/provider/v1/content/:name',
    summary: 'Read a content item: its HTML entries in order.',
    tag: 'Platform',
    params: contentItemParamsSchema,
    response: contentItemResponseSchema,
  }),
  putContentItem: defineProviderEndpoint({
    id: 'putContentItem',
    method: 'PUT',
    path: '/provider/v1/content/:name',
    summary:
      'Replace a content item (submitdocs, servicelist, terms, notice, privacy) with the HTML entries ' +
      'given, in order (servicelist: the list text, then the footer). HTML is sanitised when stored.',
    tag: 'Platform',
    params: contentItemParamsSchema,
    body: putContentItemBodySchema,
    response: contentItemResponseSchema,
    bodyLimitBytes: PROVIDER_CONTENT_BODY_LIMIT_BYTES,
  }),
} as const;
