import { Link, useLocation } from 'react-router';
import DOMPurify from 'dompurify';
import { messages, type ContentName } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useContent } from '../../../api/get-content';
import { noHeaderSearch } from '../../../lib/header-visibility';
import type { ScreenProps } from '../../../lib/routing/route-types';
import './static-pages.css';

const copy = { backToRegistration: 'Back to registration' }; // page copy

/** `r=1` on the privacy policy: the visitor came from registration (spec part 2 §2). */
export function isFromRegistration(search: string): boolean {
  return new URLSearchParams(search).get('r') === '1';
}

function BackToRegistration() {
  const location = useLocation();
  // Registration keeps a hidden header hidden (nh travels along, header-visibility.ts).
  return (
    <p className="static-page__back">
      <Link to={`/register${noHeaderSearch(location)}`}>{copy.backToRegistration}</Link>
    </p>
  );
}

interface StaticPageProps extends ScreenProps {
  content: ContentName;
  hasRegistrationLinks?: boolean;
}

/**
 * A page that shows one content item (spec part 2 §2 "Static pages"): the provider's HTML, sanitised
 * by the server and again here. The frame handles nh=1 (header, and on terms and notice the footer)
 * and privacy's toolbar-only-when-signed-in (route-table.ts).
 */
function StaticPage({ meta, content, hasRegistrationLinks = false }: StaticPageProps) {
  const item = useContent(content);
  return (
    <section className="page static-page">
      {hasRegistrationLinks && <BackToRegistration />}
      <PageTitle>{meta.title}</PageTitle>
      {item.isPending && <p>{messages.shell.processing}</p>}
      {item.isError && <p className="notice notice--warning">{messages.alerts.requestFailed}</p>}
      {item.data && (
        <div
          className="provider-html"
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.data.join('\n')) }}
        />
      )}
      {hasRegistrationLinks && <BackToRegistration />}
    </section>
  );
}

/** /disclaimer: the terms and conditions. */
export function DisclaimerPage({ meta }: ScreenProps) {
  return <StaticPage meta={meta} content="terms" />;
}

/** /notice: the information collection notice. */
export function NoticePage({ meta }: ScreenProps) {
  return <StaticPage meta={meta} content="notice" />;
}

/** /privacypolicy: r=1 shows a back-to-registration link at the top and the bottom. */
export function PrivacyPolicyPage({ meta }: ScreenProps) {
  const location = useLocation();
  return (
    <StaticPage meta={meta} content="privacy" hasRegistrationLinks={isFromRegistration(location.search)} />
  );
}
