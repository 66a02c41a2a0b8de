import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findOwnForm, pendingFilesOfForm } from '../claimant-submissions/index.js';

export const PERSONAL_DETAILS_KIND = 'personalDetails';
/** stored_files.purpose of personal-details supporting files (schema.ts). */
export const DETAILS_FILE_PURPOSE = 'details';

/** The claimant's personal-details request with this id, whatever its status (undefined: unknown or not theirs). */
export const findOwnRequest = (db: Kysely<Database>, claimantId: string, formId: string) =>
  findOwnForm(db, claimantId, formId, PERSONAL_DETAILS_KIND);

export const pendingFilesOfRequest = (db: Kysely<Database>, claimantId: string, formId: string) =>
  pendingFilesOfForm(db, claimantId, formId, DETAILS_FILE_PURPOSE);
