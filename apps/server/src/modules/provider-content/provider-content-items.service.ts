import type { Kysely } from 'kysely';
import type { ContentItemResponse } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';

/**
 * Content items (submitdocs, servicelist, terms, notice, privacy) as the provider sets them. GET
 * /api/content/:name answers the entries ordered by position (modules/content), so positions are
 * 0, 1, 2 ... in the order given (servicelist: the list text, then the footer).
 */

export async function getContentItem(db: Kysely<Database>, name: string): Promise<ContentItemResponse> {
  const rows = await db
    .selectFrom('content_items')
    .select(['html', 'updated_at'])
    .where('name', '=', name)
    .orderBy('position')
    .execute();
  const updatedAt = rows.reduce<string | null>(
    (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
    null,
  );
  return { Name: name, Entries: rows.map((row) => sanitizeProviderHtml(row.html)), UpdatedAt: updatedAt };
}

/**
 * Replaces the item's entries, sanitised (lib/safe-html.ts): what is stored is what claimants see. The
 * web sanitises again before rendering.
 */
export async function putContentItem(
  db: Kysely<Database>,
  name: string,
  entries: readonly string[],
  now: Date,
): Promise<ContentItemResponse> {
  const updatedAt = toTimestamp(now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_items').where('name', '=', name).execute();
    if (entries.length === 0) return;
    await trx
      .insertInto('content_items')
      .values(
        entries.map((html, position) => ({
          name,
          position,
          html: sanitizeProviderHtml(html),
          updated_at: updatedAt,
        })),
      )
      .execute();
  });
  return getContentItem(db, name);
}
