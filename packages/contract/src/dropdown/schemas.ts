import { z } from 'zod/mini';
import { tokenBodySchema, wireFieldSchema } from '../shared/common-schemas.js';

/** List kinds named by the spec (part 1 §3, part 2 §3); "Titles" holds the fixed titles. */
export const LIST_TYPES = [
  'Titles',
  'SecurityQuestions',
  'UpdatePersonalReason',
  'ReceiptTypes',
  'DocumentFormTypes',
  'ContactCategories',
  'SentItemTypes',
] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** POST /api/dropdownlistdatasource/list (part 1 §7). ListType is free text: an unknown kind answers an empty Items list. */
export const dropdownListRequestSchema = z.extend(tokenBodySchema, { ListType: wireFieldSchema });
export type DropdownListRequest = z.infer<typeof dropdownListRequestSchema>;

export interface DropdownItem {
  ElementNumber: number;
  Id: number;
  Item: string;
  ParentId: number | null;
  Children: DropdownItem[];
}

/**
 * One choice: ElementNumber (display order), Id, Item (label), ParentId, Children (part 1 §3).
 * Our choice: Id, ElementNumber and ParentId are integers (titles have ids 1 to 7); ParentId is null at
 * the top level. Sent-item filters indent children (part 2 §2).
 */
export const dropdownItemSchema: z.ZodMiniType<DropdownItem> = z
  .object({
    ElementNumber: z.number().check(z.int()),
    Id: z.number().check(z.int()),
    Item: z.string(),
    ParentId: z.nullable(z.number().check(z.int())),
    get Children() {
      return z.array(dropdownItemSchema);
    },
  })
  // Registered in place: a `.check(z.meta(...))` clone would read Children before the schema exists.
  .register(z.globalRegistry, { id: 'DropdownItem' });

export const dropdownListResponseSchema = z.object({ Items: z.array(dropdownItemSchema) });
export type DropdownListResponse = z.infer<typeof dropdownListResponseSchema>;
