import { Link, useLocation } from 'react-router';
import { messages } from '@portal/contract';
import { isNoHeader, noHeaderSearch } from '../../../lib/header-visibility';
import { sentDataState } from '../../../lib/routing/sent-data-state';
import { useSession } from '../../../lib/use-session';

// The sent-item screens' route state, kept importable from here for messaging's own files.
export { sentDataState };

export interface MessagingHeaderProps {
  /** The tab of the current page. */
  current: 'inbox' | 'sent-items';
  /** The claimant holds more than one claim: a note points to Switch Claim (spec part 2 §2). */
  hasSeveralClaims: boolean;
}

/**
 * The top of both messaging pages (spec part 2 §2 "Inbox"): the Inbox / Sent Items tabs (links in a
 * nav named "Messages"), the Send a message button and the Switch Claim note. With nh=1 the claim
 * header is hidden, so the claim number and date of accident show here instead.
 */
export function MessagingHeader({ current, hasSeveralClaims }: MessagingHeaderProps) {
  const location = useLocation();
  const { claim } = useSession();
  // The tabs keep nh=1, so the app wrapper's pages stay without the header (spec part 2 §2).
  const search = noHeaderSearch(location);
  return (
    <div className="messaging-header">
      {isNoHeader(location) && claim && (
        <dl className="messaging-header__claim">
          <div>
            <dt>{messages.shell.sideMenu.claimNumber}</dt>
            <dd>{claim.Number}</dd>
          </div>
          <div>
            <dt>{messages.shell.sideMenu.dateOfAccident}</dt>
            <dd>{claim.Date}</dd>
          </div>
        </dl>
      )}
      <div className="messaging-header__bar">
        <nav className="messaging-tabs" aria-label={messages.inbox.listLabel}>
          <ul>
            <li>
              <Link
                to={{ pathname: '/inbox', search }}
                aria-current={current === 'inbox' ? 'page' : undefined}
              >
                {messages.inbox.title}
              </Link>
            </li>
            <li>
              <Link
                to={{ pathname: '/sent-items', search }}
                state={sentDataState}
                aria-current={current === 'sent-items' ? 'page' : undefined}
              >
                {messages.inbox.sentTitle}
              </Link>
            </li>
          </ul>
        </nav>
        <Link className="button button--primary" to="/contactus">
          {messages.inbox.sendMessage}
        </Link>
      </div>
      {hasSeveralClaims && <p className="notice messaging-header__note">{messages.inbox.switchClaimNote}</p>}
    </div>
  );
}
