import type { Kysely } from 'kysely';
import type { DropdownItem, DropdownListResponse } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import { type DropdownItemRow, findDropdownItems, findListItem } from './dropdown.repository.js';

/** One entry of a list by its wire Id or by its text, for the forms that name one. */
export { findListItem };

/**
 * Nests a flat, position-ordered list by ParentId (part 1 §3: Items with Children). An item whose
 * parent is not in the list is shown at the top level rather than lost.
 */
export function nestDropdownItems(rows: readonly DropdownItemRow[]): DropdownItem[] {
  const byId = new Map<number, DropdownItem>();
  for (const row of rows) {
    byId.set(row.item_id, {
      ElementNumber: row.element_number,
      Id: row.item_id,
      Item: row.item,
      ParentId: row.parent_id,
      Children: [],
    });
  }
  const roots: DropdownItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.item_id);
    if (!item) continue;
    const parent =
      row.parent_id === null || row.parent_id === row.item_id ? undefined : byId.get(row.parent_id);
    (parent ? parent.Children : roots).push(item);
  }
  return roots;
}

/** An unknown list type answers an empty list: the client shows no choices rather than an alert. */
export async function getDropdownList(db: Kysely<Database>, listType: string): Promise<DropdownListResponse> {
  return { Items: nestDropdownItems(await findDropdownItems(db, listType)) };
}
