import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGING_BREAKPOINT_PX, formatMessage, messages } from '@portal/contract';
import { useMediaQuery } from '../../../lib/use-media-query';
import './messaging.css';

export interface MasterDetailProps {
  /** The list column: toolbar, counts, the list and Load more. */
  list: ReactNode;
  /** The selected item's detail (a DetailRegion), or null when nothing is selected. */
  detail: ReactNode | null;
  /** Shown in the detail column while nothing is selected (wide layout only). */
  noSelectionText: string;
  /** True while the narrow layout shows the detail instead of the list. */
  isDetailOpen: boolean;
  /** "Back to list" was pressed (narrow layout). */
  onBack: () => void;
  /**
   * The list has answered with nothing (e.g. a search matched no message): there is nothing to
   * select, so the wide layout shows no "Select a message" beside it (issue 10 item 10).
   */
  isListEmpty?: boolean;
  /** The selected item's subject: announced when the wide layout shows it beside the list. */
  detailName?: string | undefined;
}

/** Wide screens show list and detail side by side (spec part 2 §2, §9: breakpoint 1000 px). */
export const WIDE_LAYOUT_QUERY = `(min-width: ${MESSAGING_BREAKPOINT_PX}px)`;

const detailColumnLabel = 'Details'; // page copy: the wide layout's scrollable detail column

/**
 * The messaging master-detail layout. At 1000 px and wider the list and the detail sit in two
 * columns and focus stays on the chosen row, and a polite live region says what opened beside it (issue
 * 30 item 8: nothing was heard). Narrower, the detail replaces the list with a
 * "Back to list" button; opening it moves focus to the detail's heading, and going back returns
 * focus to the selected row (aria-current="true").
 */
export function MasterDetail(props: MasterDetailProps) {
  const { list, detail, noSelectionText, isDetailOpen, onBack, isListEmpty = false, detailName } = props;
  const isWide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const detailRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const isNarrowDetail = !isWide && isDetailOpen && detail !== null;
  const wasNarrowDetail = useRef(isNarrowDetail);

  // Only on opening and closing the narrow detail: a re-render (e.g. the row turning read) must not
  // pull focus away from a link or button the user has moved to.
  useEffect(() => {
    if (isNarrowDetail === wasNarrowDetail.current) return;
    if (isNarrowDetail) detailRef.current?.querySelector<HTMLElement>('h2')?.focus();
    else if (!isWide) listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    wasNarrowDetail.current = isNarrowDetail;
  }, [isNarrowDetail, isWide]);

  // The list stays mounted while the narrow layout shows the detail, so its search text, loaded
  // pages and scroll position survive "Back to list".
  return (
    <div className={`master-detail ${isWide ? 'master-detail--wide' : 'master-detail--narrow'}`}>
      <div className="master-detail__list" ref={listRef} hidden={isNarrowDetail}>
        {list}
      </div>
      {((isWide && !(isListEmpty && detail === null)) || isNarrowDetail) && (
        // Wide, the detail column is sticky (messaging.css), so a message chosen far down the list
        // opens where the reader is looking (issue 10 item 8); it scrolls on its own when taller than
        // the viewport, and tabIndex lets a keyboard user scroll it.
        <div
          className="master-detail__detail"
          tabIndex={isWide ? 0 : undefined}
          role={isWide ? 'region' : undefined}
          aria-label={isWide ? detailColumnLabel : undefined}
        >
          {isNarrowDetail && (
            <button type="button" className="button button--secondary master-detail__back" onClick={onBack}>
              {messages.inbox.backToList}
            </button>
          )}
          <div ref={detailRef}>
            {detail ?? <p className="master-detail__no-selection">{noSelectionText}</p>}
          </div>
        </div>
      )}
      {isWide && (
        <p className="visually-hidden" aria-live="polite">
          {detail !== null && detailName
            ? formatMessage(messages.inbox.shownBeside, { subject: detailName })
            : ''}
        </p>
      )}
    </div>
  );
}

/**
 * The selection state a master-detail page keeps: which item is selected and whether the narrow
 * layout shows its detail. Selecting again after "Back to list" reopens the detail.
 */
export function useMasterDetailSelection() {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [isDetailOpen, setIsDetailOpen] = useState(false);
  const select = useCallback((key: string) => {
    setSelectedKey(key);
    setIsDetailOpen(true);
  }, []);
  const back = useCallback(() => setIsDetailOpen(false), []);
  const clear = useCallback(() => {
    setSelectedKey(null);
    setIsDetailOpen(false);
  }, []);
  return { selectedKey, isDetailOpen, select, back, clear };
}
