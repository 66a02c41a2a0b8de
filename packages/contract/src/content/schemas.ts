import { z } from 'zod/mini';
import { WIRE_ID_MAX } from '../shared/limits.js';

/**
 * The authority form's consent and privacy text (part 2 §2 "Authority form": "long consent and privacy
 * text"). The spec does not name it; ours: a content item, so the provider can change the wording, and
 * the signed record quotes it exactly as shown (issue 13).
 */
export const AUTHORITY_CONSENT_CONTENT_NAME = 'authorityform';

/** Content item names the spec uses (part 2 §2, RESOLUTIONS.md "Branding"), and the consent text. */
export const CONTENT_NAMES = [
  'submitdocs',
  'servicelist',
  'terms',
  'notice',
  'privacy',
  AUTHORITY_CONSENT_CONTENT_NAME,
] as const;
export type ContentName = (typeof CONTENT_NAMES)[number];

export function isContentName(name: string): name is ContentName {
  return (CONTENT_NAMES as readonly string[]).includes(name);
}

/**
 * The survey outro (part 2 §2 "Outro"), stored as a content item but set through the provider's survey
 * calls and read only through getnidoutro; GET /api/content/:name does not answer it.
 */
export const SURVEY_OUTRO_CONTENT_NAME = 'surveyoutro';

/**
 * GET /api/content/:name (part 1 §7, part 2 §7). A name outside CONTENT_NAMES, or one with no entries,
 * answers 225 notFound. The entries are HTML, sanitised by the server.
 */
export const getContentRequestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(WIRE_ID_MAX)),
});
export type GetContentRequest = z.infer<typeof getContentRequestSchema>;

/** A list of HTML entries; servicelist's second entry is the footer (ADR 0008). */
export const getContentResponseSchema = z.array(z.string());
export type GetContentResponse = z.infer<typeof getContentResponseSchema>;
