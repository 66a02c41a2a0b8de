/**
 * The request types a Filter choice covers (ADR 0017: "a parent Id includes its children"):
 * the chosen id and every descendant in the SentItemTypes list, at any depth. An id the list does not
 * know still matches items stored with exactly that id.
 */
export function requestTypesCovered(
  chosen: number,
  list: readonly { item_id: number; parent_id: number | null }[],
): number[] {
  const covered = new Set([chosen]);
  let added = true;
  while (added) {
    added = false;
    for (const item of list) {
      if (item.parent_id !== null && covered.has(item.parent_id) && !covered.has(item.item_id)) {
        covered.add(item.item_id);
        added = true;
      }
    }
  }
  return [...covered].sort((a, b) => a - b);
}
