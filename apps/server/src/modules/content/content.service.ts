import type { Kysely } from 'kysely';
import type { GetContentResponse } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findContentEntries } from './content.repository.js';

/** The HTML entries of a content item, in order (servicelist: body, then footer). */
export async function getContent(db: Kysely<Database>, name: string): Promise<GetContentResponse> {
  const entries = await findContentEntries(db, name);
  if (entries.length === 0) throw new AppError('notFound');
  return entries;
}
