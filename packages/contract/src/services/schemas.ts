import { z } from 'zod/mini';
import { WIRE_ID_MAX } from '../shared/limits.js';

/**
 * What we can pay for (part 2 §3, §7). GET calls carry no body, so they need no token (ADR 0008):
 * the list is the provider's public information; the web shows it to signed-in claimants.
 */

/** GET /api/services/servicelist. */
export const serviceListRequestSchema = z.object({});
export type ServiceListRequest = z.infer<typeof serviceListRequestSchema>;

/**
 * Icon names the web app draws for iconToShow (ours). The provider may also give an https image
 * address; null or a name not listed here shows the default circle (part 2 §2 "Services").
 */
export const SERVICE_ICON_NAMES = [
  'physiotherapy',
  'medical',
  'travel',
  'household',
  'psychology',
  'pharmacy',
  'home',
] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

/** approvedService entry: id, name, ExcessApplies, iconToShow (ours: null = the default circle). */
export const approvedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ExcessApplies: z.boolean(),
  iconToShow: z.nullable(z.string()),
});
export type ApprovedService = z.infer<typeof approvedServiceSchema>;

export const serviceListResponseSchema = z.object({ approvedService: z.array(approvedServiceSchema) });
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/**
 * GET /api/services/servicedetail/:id: name, content (HTML, sanitised by the server). An unknown or
 * unapproved id, or one the provider could not have given (`-1`, `%00`, 500 digits), answers 225
 * notFound.
 */
export const serviceDetailRequestSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(WIRE_ID_MAX)),
});
export type ServiceDetailRequest = z.infer<typeof serviceDetailRequestSchema>;
export const serviceDetailResponseSchema = z.object({ name: z.string(), content: z.string() });
export type ServiceDetailResponse = z.infer<typeof serviceDetailResponseSchema>;
