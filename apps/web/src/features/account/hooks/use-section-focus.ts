import { useEffect, useRef } from 'react';

/** The first control a section's form offers (read views hold none). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focus follows the in-place editing of My Details (issue 10 item 8): opening a section's form moves
 * focus to its first field, and leaving it (Cancel or a finished save) moves focus back to the
 * section's Edit link, instead of dropping it to <body> when the pressed button disappears.
 * `sectionIdOf` maps a section to the id of its DetailSection; `isReady` is false until the account
 * (and so the form) is rendered.
 */
export function useSectionFocus<T extends string>(
  editing: T | null,
  sectionIdOf: (section: T) => string,
  isReady: boolean,
): void {
  // Starts empty, so a form opened on arrival (back from an access code) gets focus too.
  const focused = useRef<T | null>(null);

  useEffect(() => {
    if (!isReady || editing === focused.current) return;
    const left = focused.current;
    focused.current = editing;
    if (editing) {
      document.getElementById(sectionIdOf(editing))?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    } else if (left) {
      document
        .getElementById(sectionIdOf(left))
        ?.querySelector<HTMLElement>('.account-section__edit')
        ?.focus();
    }
  }, [editing, isReady, sectionIdOf]);
}
