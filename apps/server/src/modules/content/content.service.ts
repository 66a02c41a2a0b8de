import type { Kysely } from 'kysely';
import { type GetContentResponse, isContentName } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';
import { findContentEntries } from './content.repository.js';

/**
 * The HTML entries of a content item, in order (servicelist: body, then footer). Only the contract's
 * names are answered (the survey outro is read through getnidoutro), and every entry is sanitised on
 * the way out, so rows stored before the provider's calls sanitised them are safe too.
 */
export async function getContent(db: Kysely<Database>, name: string): Promise<GetContentResponse> {
  const entries = isContentName(name) ? await findContentEntries(db, name) : [];
  if (entries.length === 0) throw new AppError('notFound');
  return entries.map(sanitizeProviderHtml);
}
