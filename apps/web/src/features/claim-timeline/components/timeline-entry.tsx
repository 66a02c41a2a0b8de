import { Link, useLocation } from 'react-router';
import { messages, type TimelineEntry, type TimelineLink } from '@portal/contract';
import { AttachmentList } from '../../../components/ui/attachment-list';
import { noHeaderSearch } from '../../../lib/header-visibility';
import { sentDataState } from '../../../lib/routing/sent-data-state';

const t = messages.timeline;

/** Where an entry's link goes; Sent items needs its route state (spec part 2 §2). */
const linkTargets: Record<TimelineLink, { pathname: string; state?: object }> = {
  sentItems: { pathname: '/sent-items', state: sentDataState },
  payments: { pathname: '/payments' },
};

export interface TimelineEntryViewProps {
  entry: TimelineEntry;
  /** The entry's title level: 2 on the page, 3 in claim home's section. */
  headingLevel: 2 | 3;
  /** Claim home's summary shows no letters (the page does). */
  isSummary?: boolean;
}

/**
 * One entry of What's happening (issue 32): its date (dd/mm/yyyy, Melbourne), title, text, the
 * provider's letters to download and where it leads (Sent items, Payments). nh=1 goes along on its
 * link. A plain block, not a labelled article: two entries may read alike ("You sent enquiry" twice),
 * and landmarks and articles need names that differ.
 */
export function TimelineEntryView({ entry, headingLevel, isSummary = false }: TimelineEntryViewProps) {
  const location = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const target = entry.Link ? linkTargets[entry.Link] : null;
  return (
    <div className="timeline-entry">
      <p className="timeline-entry__date">{entry.Date}</p>
      <Heading className="timeline-entry__title">{entry.Title}</Heading>
      {entry.Body && <p className="timeline-entry__body">{entry.Body}</p>}
      {!isSummary && entry.Attachments.length > 0 && (
        <AttachmentList files={entry.Attachments} heading={t.letters} />
      )}
      {!isSummary && target && entry.Link && (
        <p className="timeline-entry__link">
          <Link to={{ pathname: target.pathname, search: noHeaderSearch(location) }} state={target.state}>
            {t.links[entry.Link]}
          </Link>
        </p>
      )}
    </div>
  );
}
