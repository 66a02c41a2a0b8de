import { Link } from 'react-router';
import { formatMessage, messages, telHref } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useBranding } from '../../../api/get-information';
import type { ScreenProps } from '../../../lib/routing/route-types';
import './static-pages.css';

const t = messages.accessibility;

/**
 * /accessibility: the accessibility statement (issue 30 "Done when"), public and signed in alike. Its
 * texts are the portal's own, not a content item, so it needs no call: the provider's name and phone
 * come with the page (getinformation's answer, api/get-information.ts).
 */
export function AccessibilityStatementPage({ meta }: ScreenProps) {
  const branding = useBranding();
  const values = { provider: branding.providerName, phone: branding.providerPhone };
  return (
    <section className="page static-page accessibility-statement">
      <PageTitle>{meta.title}</PageTitle>
      <div className="accessibility-statement__body">
        <p>{formatMessage(t.intro, values)}</p>
        <h2>{t.standard.heading}</h2>
        <p>{t.standard.text}</p>
        <h2>{t.testing.heading}</h2>
        <p>{t.testing.intro}</p>
        <ul>
          {t.testing.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2>{t.limitations.heading}</h2>
        <ul>
          {t.limitations.items.map((item) => (
            <li key={item}>{formatMessage(item, values)}</li>
          ))}
        </ul>
        <h2>{t.report.heading}</h2>
        <p>{t.report.text}</p>
        <p>
          <a href={telHref(branding.providerPhone)}>{formatMessage(t.report.phone, values)}</a>{' '}
          {t.report.callCentre}
        </p>
        <p>
          {t.report.signedIn} <Link to="/contactus">{t.report.sendMessage}</Link>
        </p>
      </div>
    </section>
  );
}
