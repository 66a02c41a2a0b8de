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
