import type { Kysely } from 'kysely';
import type { CheckMaintenanceMessageResponse } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { findActiveMaintenanceMessages } from './maintenance.repository.js';

/** The maintenance banner: every message active now; an empty list means none (part 1 §3). */
export async function listActiveMaintenanceMessages(
  db: Kysely<Database>,
  now: Date,
): Promise<CheckMaintenanceMessageResponse> {
  return findActiveMaintenanceMessages(db, toTimestamp(now));
}
