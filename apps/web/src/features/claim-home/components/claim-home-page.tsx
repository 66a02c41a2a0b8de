import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { isNoHeader } from '../../../lib/header-visibility';
import { useSession } from '../../../lib/use-session';
import { useAccount } from '../../../api/get-account';
import { useUnreadMessageCount } from '../../../api/get-unread-message-count';
import { useVerifyBankDetails } from '../api/verify-bank-details';
import { claimPanels } from './claim-panels';
import { VerifyBankBanner } from './verify-bank-banner';
import './claim-home.css';

/**
 * Claim home (spec part 1 §2 "Claim home"): greeting, the bank-details banner while
 * BankDetailsVerified is false, and the six link panels with the unread count on Inbox.
 */
export function ClaimHomePage({ meta }: ScreenProps) {
  const location = useLocation();
  const { claim } = useSession();
  const account = useAccount();
  const unread = useUnreadMessageCount();
  const verify = useVerifyBankDetails();
  const [isBannerClosed, setIsBannerClosed] = useState(false);

  const firstName = account.data?.PersonalDetails.FirstName;
  const isBannerShown = account.data?.BankDetailsVerified === false && !isBannerClosed && !verify.isPending;

  function closeBanner() {
    setIsBannerClosed(true);
    // A failed verification is alerted and the reminder comes back.
    verify.mutate(undefined, { onError: () => setIsBannerClosed(false) });
  }

  const t = messages.claimHome;
  return (
    <section className="page claim-home">
      <PageTitle>{meta.title}</PageTitle>
      {/* The claim header shows the claim; with nh=1 it is hidden, so the page shows it instead. */}
      {isNoHeader(location) && claim && (
        <dl className="claim-home__claim">
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
      {firstName && <h2 className="claim-home__greeting">{formatMessage(t.greeting, { firstName })}</h2>}
      {isBannerShown && <VerifyBankBanner onClose={closeBanner} />}
      <ul className="claim-panels">
        {claimPanels.map((panel) => (
          <li key={panel.key}>
            <Link className="claim-panel" to={panel.to}>
              <span className="claim-panel__title">{panel.title}</span>
              <span className="claim-panel__subtitle">{panel.subtitle}</span>
              {panel.key === 'inbox' && typeof unread.data === 'number' && (
                <span className="claim-panel__count">{formatMessage(t.unreadCount, { n: unread.data })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
