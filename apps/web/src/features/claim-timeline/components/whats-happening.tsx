import { Link, useLocation } from 'react-router';
import { messages } from '@portal/contract';
import { noHeaderSearch } from '../../../lib/header-visibility';
import { useTimeline } from '../api/get-timeline';
import { TimelineEntryView } from './timeline-entry';
import './claim-timeline.css';

const t = messages.timeline;
/** The latest entries claim home shows; the page has the rest. */
const HOME_ENTRIES = 3;

/**
 * Claim home's What's happening (issue 32): the latest three entries and a link to the whole page.
 * Renders nothing until the first page answers (claim home's panels stay where they are) and nothing
 * when it failed (the page itself says so); the page reads the same cache entry.
 */
export function WhatsHappening() {
  const location = useLocation();
  const { query, entries } = useTimeline();
  if (query.data === undefined) return null;
  return (
    <section className="whats-happening" aria-labelledby="whats-happening-title">
      <h2 className="whats-happening__title" id="whats-happening-title">
        {t.title}
      </h2>
      {entries.length === 0 ? (
        <p>{t.homeEmpty}</p>
      ) : (
        <ol className="timeline__list timeline__list--summary">
          {entries.slice(0, HOME_ENTRIES).map((entry) => (
            <li key={entry.EntryId}>
              <TimelineEntryView entry={entry} headingLevel={3} isSummary />
            </li>
          ))}
        </ol>
      )}
      <p className="whats-happening__all">
        <Link to={{ pathname: '/claim-timeline', search: noHeaderSearch(location) }}>{t.seeAll}</Link>
      </p>
    </section>
  );
}
