import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema.js';

export type DropdownItemRow = Row<'dropdown_items'>;

export async function findDropdownItems(db: Kysely<Database>, listType: string): Promise<DropdownItemRow[]> {
  return db
    .selectFrom('dropdown_items')
    .selectAll()
    .where('list_type', '=', listType)
    .orderBy('position')
    .orderBy('item_id')
    .execute();
}

/** One dropdown entry by its wire Id or by its text. */
export async function findListItem(
  db: Kysely<Database>,
  listType: string,
  match: { id: number } | { item: string },
) {
  let query = db.selectFrom('dropdown_items').select(['item_id', 'item']).where('list_type', '=', listType);
  query = 'id' in match ? query.where('item_id', '=', match.id) : query.where('item', '=', match.item);
  return query.executeTakeFirst();
}
