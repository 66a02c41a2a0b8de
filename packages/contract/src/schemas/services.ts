import { z } from 'zod';

/** What we can pay for (part 2 §3, §7). GET calls carry no body, so they need no token. */

/** GET /api/services/servicelist. */
export const serviceListRequestSchema = z.object({});
export type ServiceListRequest = z.infer<typeof serviceListRequestSchema>;

/** approvedService entry: id, name, ExcessApplies, iconToShow (ours: null = the default circle). */
export const approvedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ExcessApplies: z.boolean(),
  iconToShow: z.string().nullable(),
});
export type ApprovedService = z.infer<typeof approvedServiceSchema>;

export const serviceListResponseSchema = z.object({ approvedService: z.array(approvedServiceSchema) });
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;

/** GET /api/services/servicedetail/:id: name, content (HTML). */
export const serviceDetailRequestSchema = z.object({ id: z.string().min(1) });
export type ServiceDetailRequest = z.infer<typeof serviceDetailRequestSchema>;
export const serviceDetailResponseSchema = z.object({ name: z.string(), content: z.string() });
export type ServiceDetailResponse = z.infer<typeof serviceDetailResponseSchema>;
