import {
  PROVIDER_SERVICE_ID_MAX,
  PROVIDER_SERVICE_ID_PATTERN,
  type ServiceDetailResponse,
  type ServiceListResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';
import { findApprovedService, findApprovedServices } from './services.repository.js';

/**
 * What we can pay for (spec part 2 §2 "Services", §7). Only approved services are listed or shown; an
 * id that is not one the provider could have given (`abc` is, `-1`, `%00` or 500 digits are not) is
 * answered like an unknown one, before it reaches the database.
 */
export async function listApprovedServices(db: Kysely<Database>): Promise<ServiceListResponse> {
  const rows = await findApprovedServices(db);
  return {
    approvedService: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ExcessApplies: row.excess_applies === 1,
      iconToShow: row.icon,
    })),
  };
}

export function isServiceId(id: string): boolean {
  return id.length <= PROVIDER_SERVICE_ID_MAX && PROVIDER_SERVICE_ID_PATTERN.test(id);
}

export async function getServiceDetail(db: Kysely<Database>, id: string): Promise<ServiceDetailResponse> {
  const row = isServiceId(id) ? await findApprovedService(db, id) : undefined;
  if (!row) throw new AppError('notFound');
  return { name: row.name, content: sanitizeProviderHtml(row.content_html) };
}
