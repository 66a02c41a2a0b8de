import { z } from 'zod';

/** GET /api/information/getinformation: build information (part 1 §7); also carries the branding. */
export const getInformationRequestSchema = z.object({});
export type GetInformationRequest = z.infer<typeof getInformationRequestSchema>;

export const getInformationResponseSchema = z.object({
  Version: z.string(),
  ProviderName: z.string(),
  ProviderPhone: z.string(),
  /** ISO timestamp of the build. */
  BuildTime: z.string(),
  Commit: z.string(),
});
export type GetInformationResponse = z.infer<typeof getInformationResponseSchema>;
