import type { Kysely } from 'kysely';
import type { ProviderService, ServicesResponse } from '@portal/contract';
import type { Database, Row } from '../../db/schema.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';

/**
 * The services list (part 2 §2 Services) as the provider sets it. The claimant calls read the same
 * table: servicelist the approved rows in position order, servicedetail one row's content_html.
 */

export interface ServiceInput {
  Id: string;
  Name: string;
  ContentHtml: string;
  ExcessApplies: boolean;
  Icon?: string | null;
  Approved: boolean;
  Position: number;
}

function toWire(row: Row<'services'>): ProviderService {
  return {
    Id: row.id,
    Name: row.name,
    ContentHtml: sanitizeProviderHtml(row.content_html),
    ExcessApplies: row.excess_applies === 1,
    Icon: row.icon,
    Approved: row.approved === 1,
    Position: row.position,
  };
}

export async function listServices(db: Kysely<Database>): Promise<ServicesResponse> {
  const rows = await db.selectFrom('services').selectAll().orderBy('position').orderBy('id').execute();
  return { Services: rows.map(toWire) };
}

/** Replaces the whole list (Ids unique: the contract checks). ContentHtml is stored sanitised. */
export async function replaceServices(
  db: Kysely<Database>,
  services: readonly ServiceInput[],
): Promise<ServicesResponse> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('services').execute();
    if (services.length === 0) return;
    await trx
      .insertInto('services')
      .values(
        services.map((s) => ({
          id: s.Id,
          name: s.Name,
          content_html: sanitizeProviderHtml(s.ContentHtml),
          excess_applies: s.ExcessApplies ? 1 : 0,
          icon: s.Icon ?? null,
          approved: s.Approved ? 1 : 0,
          position: s.Position,
        })),
      )
      .execute();
  });
  return listServices(db);
}
