import { useRef } from 'react';
import { messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { alertErrors } from '../../../lib/error-alert';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useTimeline } from '../api/get-timeline';
import { useFocusFirstNewEntry } from '../hooks/use-focus-first-new-entry';
import { TimelineEntryView } from './timeline-entry';
import './claim-timeline.css';

const t = messages.timeline;

/**
 * /claim-timeline, What's happening (issue 32): the selected claim's entries, newest first, ten at a
 * time, as an ordered list; Show more loads the next ten and moves focus to the first new entry. A
 * failed first page says so with Try again (never "nothing has happened"); a failed Show more alerts
 * the error and keeps what is shown. Nothing here differs in mobile-app mode: every entry is shown in
 * full, so there is no detail page to open, and links keep nh=1.
 */
export function ClaimTimelinePage({ meta }: ScreenProps) {
  const { query, entries } = useTimeline();
  const areaRef = useRef<HTMLDivElement>(null);
  const focusFirstNew = useFocusFirstNewEntry(entries.length);

  async function showMore() {
    if (query.isFetchingNextPage) return;
    focusFirstNew();
    const result = await query.fetchNextPage();
    if (result.isFetchNextPageError) alertErrors(result.error);
  }

  function retry() {
    areaRef.current?.focus();
    void query.refetch();
  }

  const hasPages = query.data !== undefined;
  const isFailed = !hasPages && query.isError && !query.isFetching;

  return (
    <section className="page timeline">
      <PageTitle>{meta.title}</PageTitle>
      <p className="timeline__intro">{t.intro}</p>
      <div className="timeline__area" ref={areaRef} tabIndex={-1}>
        {!hasPages && (
          <div className="timeline__state">
            {/* One live region for both texts, so the change from loading to failed is announced. */}
            <p role="status">{isFailed ? t.loadFailed : t.loading}</p>
            {isFailed && (
              <button type="button" className="button button--secondary" onClick={retry}>
                {t.tryAgain}
              </button>
            )}
          </div>
        )}
        {hasPages && entries.length === 0 && <p className="timeline__empty">{t.empty}</p>}
        {entries.length > 0 && (
          <ol className="timeline__list">
            {entries.map((entry) => (
              // Focusable from script only, so Show more can move focus to the first new entry.
              <li key={entry.EntryId} className="timeline__item" tabIndex={-1}>
                <TimelineEntryView entry={entry} headingLevel={2} />
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <div className="timeline__more-row">
            <button
              type="button"
              className="button button--secondary timeline__more"
              aria-busy={query.isFetchingNextPage || undefined}
              aria-disabled={query.isFetchingNextPage || undefined}
              onClick={() => void showMore()}
            >
              {t.showMore}
            </button>
          </div>
        )}
        {hasPages && !query.hasNextPage && entries.length > 0 && (
          <p className="timeline__end">{t.allShown}</p>
        )}
      </div>
    </section>
  );
}
