import type { DropdownItem, GetSentItemsResponse, SentItem } from '@portal/contract';
import type { MockAnswer } from '../../../test/mock-api';

/** Test data for the sent-items screens: items, pages and the SentItemTypes list. */

export function sentItem(n: number, overrides: Partial<SentItem> = {}): SentItem {
  return {
    Time: `${(n % 12) + 1}:05 pm`,
    Date: `${String((n % 28) + 1).padStart(2, '0')}/10/2026`,
    SubjectMain: `Request ${n}`,
    SubjectOther: `Other subject ${n}`,
    Message: `Message text ${n}`,
    Files: [],
    ...overrides,
  };
}

/** One getsentitems answer holding items start+1 .. end of `total`. */
export function sentPage(start: number, end: number, total: number): MockAnswer {
  const SentItems = Array.from({ length: end - start }, (_unused, i) => sentItem(start + i + 1));
  const body: GetSentItemsResponse = { Start: start, End: end, Total: total, SentItems };
  return { body };
}

export function sentAnswer(items: SentItem[], total = items.length, start = 0): MockAnswer {
  const body: GetSentItemsResponse = {
    Start: start,
    End: start + items.length,
    Total: total,
    SentItems: items,
  };
  return { body };
}

const leaf = (Id: number, Item: string, ElementNumber: number, ParentId: number | null): DropdownItem => ({
  Id,
  Item,
  ElementNumber,
  ParentId,
  Children: [],
});

/** Like the demo list (server seed): two parents with children, then plain types; deliberately out of order. */
export const sentItemTypes: DropdownItem[] = [
  {
    ...leaf(5, 'Documents', 2, null),
    Children: [leaf(7, 'Invoices', 2, 5), leaf(6, 'Medical certificates', 1, 5)],
  },
  { ...leaf(1, 'Enquiries', 1, null), Children: [leaf(2, 'General enquiry', 1, 1)] },
  leaf(10, 'Reimbursements', 3, null),
];
