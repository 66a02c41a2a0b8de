import { z } from 'zod/mini';

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
  /**
   * The portal's canonical address (server setting PUBLIC_URL), null when not configured. The sign-in
   * page shows its wrong-address notice when the page is opened on another origin (part 1 §2). Optional
   * so a server without the setting still satisfies the contract.
   */
  PublicUrl: z.optional(z.nullable(z.string())),
  /** Ours (issue 13): the working days a contact-us reply takes (CONTACT_REPLY_WORKING_DAYS). */
  ContactReplyWorkingDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(60))),
});
export type GetInformationResponse = z.infer<typeof getInformationResponseSchema>;
