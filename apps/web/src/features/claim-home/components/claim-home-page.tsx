import { useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
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
 * BankDetailsVerified is false, and the six link panels with the unread count on Inbox. `children`
 * come below the panels: issue 32's sections (things to do, payments, what's happening), which other
 * features own and app/screens/claim-home-screen.tsx composes, since features never import each other.
 */
export function ClaimHomePage({ meta, children }: ScreenProps & { children?: ReactNode }) {
  const location = useLocation();
  const { claim } = useSession();
  const account = useAccount();
  const unread = useUnreadMessageCount();
  const verify = useVerifyBankDetails();
  const [isBannerClosed, setIsBannerClosed] = useState(false);
  const panelsRef = useRef<HTMLUListElement>(null);

  const firstName = account.data?.PersonalDetails.FirstName;
  const isBannerShown = account.data?.BankDetailsVerified === false && !isBannerClosed && !verify.isPending;

  function closeBanner() {
    // The Close button goes with the banner: focus moves to what followed it, the first panel, so a
    // keyboard user is not dropped to the top of the page (issue 10 item 8).
    flushSync(() => setIsBannerClosed(true));
    panelsRef.current?.querySelector<HTMLElement>('a')?.focus();
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
      {/*
        Greeting, bank banner and panels come together once the account has answered: the banner
        arriving later would push painted panels down (issue 10 "layout shift", CLS 0.20-0.28).
      */}
      {!account.isLoading && (
        <>
          {firstName && <h2 className="claim-home__greeting">{formatMessage(t.greeting, { firstName })}</h2>}
          {isBannerShown && <VerifyBankBanner onClose={closeBanner} />}
          <ClaimPanels ref={panelsRef} unreadCount={unread.data} />
          {children}
        </>
      )}
    </section>
  );
}

/** The six link panels; the inbox panel keeps a line for its unread count, so the count moves nothing. */
function ClaimPanels({ ref, unreadCount }: { ref: Ref<HTMLUListElement>; unreadCount: number | undefined }) {
  const t = messages.claimHome;
  return (
    <ul className="claim-panels" ref={ref}>
      {claimPanels.map((panel) => (
        <li key={panel.key}>
          <Link className="claim-panel" to={panel.to}>
            <span className="claim-panel__title">{panel.title}</span>
            <span className="claim-panel__subtitle">{panel.subtitle}</span>
            {panel.key === 'inbox' && (
              <span className="claim-panel__count-slot">
                {typeof unreadCount === 'number' && (
                  <span className="claim-panel__count">
                    {formatMessage(t.unreadCount, { n: unreadCount })}
                  </span>
                )}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
