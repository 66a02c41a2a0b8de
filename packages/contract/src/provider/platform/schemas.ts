import { z } from 'zod/mini';
import { ISO_TIME_MAX } from '../../shared/limits.js';
import { CONTENT_NAMES } from '../../content/schemas.js';

/**
 * The provider's platform calls (issue 5 "set maintenance messages, services and content items").
 * HTML (service content, content items) is sanitised by the server when stored and when read (issue
 * 14: no script, style, frame, object, form, event handler or javascript:/data: URL survives), and by
 * the web with DOMPurify before rendering; the limits below only keep a mistaken upload from filling
 * the database.
 */

/** Longest API key name (the command-line tool's create-api-key). */
export const PROVIDER_API_KEY_NAME_MAX = 100;
export const PROVIDER_MAINTENANCE_MESSAGES_MAX = 20;
export const PROVIDER_MAINTENANCE_MESSAGE_MAX = 1_000;
export const PROVIDER_SERVICES_MAX = 100;
export const PROVIDER_SERVICE_ID_MAX = 64;
export const PROVIDER_SERVICE_NAME_MAX = 200;
export const PROVIDER_SERVICE_HTML_MAX = 50_000;
export const PROVIDER_SERVICE_ICON_MAX = 200;
export const PROVIDER_CONTENT_ENTRIES_MAX = 20;
export const PROVIDER_CONTENT_ENTRY_MAX = 200_000;
/** Route body limit of the services and content calls (their HTML can exceed the default 1 MiB). */
export const PROVIDER_CONTENT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** An ISO-8601 date-time with `Z` or an offset; stored as UTC. */
const isoTime = z.iso.datetime({ offset: true }).check(z.maxLength(ISO_TIME_MAX, { abort: true }));

// ---- Maintenance messages (checkmessage shows those whose window contains now) ----

export const providerMaintenanceMessageInputSchema = z
  .object({
    Message: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROVIDER_MAINTENANCE_MESSAGE_MAX)),
    /** Shown from this time on; absent or null = already. */
    StartsAt: z.nullish(isoTime),
    /** Shown until (excluding) this time; absent or null = until replaced. */
    EndsAt: z.nullish(isoTime),
  })
  .check(
    z.refine((m) => !m.StartsAt || !m.EndsAt || Date.parse(m.StartsAt) < Date.parse(m.EndsAt), {
      message: 'EndsAt must be after StartsAt',
      path: ['EndsAt'],
    }),
  );
export type ProviderMaintenanceMessageInput = z.infer<typeof providerMaintenanceMessageInputSchema>;

/** PUT /provider/v1/maintenance-messages: replaces the whole list (an empty list clears it). */
export const setMaintenanceMessagesBodySchema = z.object({
  Messages: z
    .array(providerMaintenanceMessageInputSchema)
    .check(z.maxLength(PROVIDER_MAINTENANCE_MESSAGES_MAX)),
});
export type SetMaintenanceMessagesBody = z.infer<typeof setMaintenanceMessagesBodySchema>;

export const providerMaintenanceMessageSchema = z.object({
  Id: z.string(),
  Message: z.string(),
  /** UTC ISO time or null. */
  StartsAt: z.nullable(z.string()),
  EndsAt: z.nullable(z.string()),
  CreatedAt: z.string(),
  /** Whether /api/maintenance/checkmessage shows it right now. */
  Active: z.boolean(),
});
export type ProviderMaintenanceMessage = z.infer<typeof providerMaintenanceMessageSchema>;

export const maintenanceMessagesResponseSchema = z.object({
  Messages: z.array(providerMaintenanceMessageSchema),
});
export type MaintenanceMessagesResponse = z.infer<typeof maintenanceMessagesResponseSchema>;

// ---- Services (/api/services/servicelist lists the approved ones in Position order) ----

/** An icon name the web knows (lower-case letters, digits and "-"). */
export const PROVIDER_SERVICE_ICON_NAME_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * A service icon: an icon name, or an https URL on a named host (no http, data:, javascript: or other
 * scheme reaches a claimant's page).
 */
export const providerServiceIconSchema = z.union([
  z
    .string()
    .check(
      z.maxLength(PROVIDER_SERVICE_ICON_MAX, { abort: true }),
      z.regex(PROVIDER_SERVICE_ICON_NAME_PATTERN, 'an icon name: a-z, 0-9 and "-", at most 64'),
    ),
  z.url({ protocol: /^https$/, hostname: z.regexes.domain }).check(z.maxLength(PROVIDER_SERVICE_ICON_MAX)),
]);

/** A service id: letters, digits, "-" and "_" (the servicedetail path answers no other id). */
export const PROVIDER_SERVICE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const providerServiceSchema = z.object({
  /** The id /api/services/servicedetail/:id answers for. */
  Id: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(PROVIDER_SERVICE_ID_MAX),
      z.regex(PROVIDER_SERVICE_ID_PATTERN, 'letters, digits, "-" and "_" only'),
    ),
  Name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PROVIDER_SERVICE_NAME_MAX)),
  ContentHtml: z.string().check(z.maxLength(PROVIDER_SERVICE_HTML_MAX)),
  /** Marks the service with an asterisk: an excess may apply (part 2 §2). */
  ExcessApplies: z.boolean(),
  /** The icon the web shows (iconToShow); null = the default circle. */
  Icon: z.nullable(providerServiceIconSchema),
  /** Only approved services are listed to claimants. */
  Approved: z.boolean(),
  /** Order in the list (ties by Id). */
  Position: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
});
export type ProviderService = z.infer<typeof providerServiceSchema>;

/** PUT /provider/v1/services: replaces the whole list. Icon may be left out (= null). */
export const replaceServicesBodySchema = z.object({
  Services: z
    .array(z.extend(providerServiceSchema, { Icon: z.optional(providerServiceSchema.shape.Icon) }))
    .check(
      z.maxLength(PROVIDER_SERVICES_MAX),
      z.refine((list) => new Set(list.map((s) => s.Id)).size === list.length, {
        message: 'Service Ids must be unique',
      }),
    ),
});
export type ReplaceServicesBody = z.infer<typeof replaceServicesBodySchema>;

/** As stored: ContentHtml sanitised, which may make it a little longer than what was sent. */
export const servicesResponseSchema = z.object({
  Services: z.array(z.extend(providerServiceSchema, { ContentHtml: z.string() })),
});
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

// ---- Content items (GET /api/content/:name answers the entries in order) ----

/** The names the portal reads (submitdocs, servicelist, terms, notice, privacy). */
export const providerContentNameSchema = z.enum(CONTENT_NAMES);

export const contentItemParamsSchema = z.object({ name: providerContentNameSchema });
export type ContentItemParams = z.infer<typeof contentItemParamsSchema>;

/** PUT /provider/v1/content/:name: replaces the item's entries (servicelist: body, then footer). */
export const putContentItemBodySchema = z.object({
  Entries: z
    .array(z.string().check(z.maxLength(PROVIDER_CONTENT_ENTRY_MAX)))
    .check(z.minLength(1), z.maxLength(PROVIDER_CONTENT_ENTRIES_MAX)),
});
export type PutContentItemBody = z.infer<typeof putContentItemBodySchema>;

export const contentItemResponseSchema = z.object({
  Name: z.string(),
  Entries: z.array(z.string()),
  /** UTC ISO time of the last change, null when the item has no entries. */
  UpdatedAt: z.nullable(z.string()),
});
export type ContentItemResponse = z.infer<typeof contentItemResponseSchema>;
