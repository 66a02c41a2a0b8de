import { z } from 'zod';

/** Content item names the spec uses (part 2 §2, RESOLUTIONS.md "Branding"). */
export const CONTENT_NAMES = ['submitdocs', 'servicelist', 'terms', 'notice', 'privacy'] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];

/** GET /api/content/:name (part 1 §7, part 2 §7). Unknown names answer 225 notFound. */
export const getContentRequestSchema = z.object({ name: z.string().min(1) });
export type GetContentRequest = z.infer<typeof getContentRequestSchema>;

/** A list of HTML entries; servicelist's second entry is the footer (team brief "Small calls"). */
export const getContentResponseSchema = z.array(z.string());
export type GetContentResponse = z.infer<typeof getContentResponseSchema>;
