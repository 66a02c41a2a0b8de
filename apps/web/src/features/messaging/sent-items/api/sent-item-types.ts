import { messages, type DropdownItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { dropdownListQuery } from '../../../../api/dropdown-list';

/** One choice of the sent-items Filter select; `value` is the SentItemTypes Id as text, '' for all. */
export interface SentItemTypeOption {
  value: string;
  label: string;
}

/** Two non-breaking spaces per level: children sit under their parent (part 2 §2 "Sent items"). */
const INDENT = '\u00a0\u00a0';

export const ALL_DOCUMENTS_VALUE = '';

const byElementNumber = (a: DropdownItem, b: DropdownItem) => a.ElementNumber - b.ElementNumber;

/**
 * The Filter choices: "All Documents" (RequestType null), then each request type in display order
 * with its children right after it, indented. The server includes a parent's children when a parent
 * is chosen (ADR 0017).
 */
export function sentItemTypeOptions(items: readonly DropdownItem[]): SentItemTypeOption[] {
  const options: SentItemTypeOption[] = [
    { value: ALL_DOCUMENTS_VALUE, label: messages.sentItems.allDocuments },
  ];
  const add = (list: readonly DropdownItem[], depth: number) => {
    for (const item of [...list].sort(byElementNumber)) {
      options.push({ value: String(item.Id), label: INDENT.repeat(depth) + item.Item });
      add(item.Children, depth + 1);
    }
  };
  add(items, 0);
  return options;
}

/** The option value back to the request's RequestType. */
export function requestTypeOf(value: string): number | null {
  return value === ALL_DOCUMENTS_VALUE ? null : Number(value);
}

/** The Filter choices; until the list arrives (or if it fails) only "All Documents" is offered. */
export function useSentItemTypeOptions(): SentItemTypeOption[] {
  const { data } = useQuery(dropdownListQuery('SentItemTypes'));
  return sentItemTypeOptions(data ?? []);
}
