import { Link } from 'react-router';
import DOMPurify from 'dompurify';
import { messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useContent } from '../../../api/get-content';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useServiceList } from '../api/get-service-list';
import { ServiceIcon } from './service-icon';
import './services.css';

const t = messages.services;
const copy = { excessApplies: '(an excess applies)' }; // page copy for screen readers

/**
 * /services (spec part 2 §2 "Services"): the page text (first entry of the content item servicelist),
 * a tile per approved service with its icon or the default circle and an asterisk when an excess
 * applies, the asterisk's explanation, and the footer HTML (servicelist's second entry).
 */
export function ServicesPage({ meta }: ScreenProps) {
  const services = useServiceList();
  const content = useContent('servicelist');
  const [intro, footer] = content.data ?? [];
  const hasExcess = services.data?.approvedService.some((service) => service.ExcessApplies) ?? false;
  // The page text, the tiles and the footer appear together, once both calls have answered (or
  // failed): painted as each arrived, the text pushed the tiles down 96 px and the tiles the footer
  // (CLS 0.06-0.09 at 375 px; issue 15 "CLS <= 0.02").
  const isSettled = !content.isPending && !services.isPending;

  return (
    <section className="page services">
      <PageTitle>{meta.title}</PageTitle>
      {isSettled && intro && (
        <div className="provider-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(intro) }} />
      )}
      {isSettled && services.isError && (
        <p className="notice notice--warning">{messages.alerts.requestFailed}</p>
      )}
      {isSettled && services.data && (
        <ul className="service-tiles">
          {services.data.approvedService.map((service) => (
            <li key={service.id}>
              <Link className="service-tile" to={`/services/${encodeURIComponent(service.id)}`}>
                <ServiceIcon icon={service.iconToShow} />
                <span className="service-tile__name">
                  {service.name}
                  {service.ExcessApplies && (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> {copy.excessApplies}</span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {isSettled && hasExcess && <p className="services__excess">{t.excessNote}</p>}
      {isSettled && footer && (
        <div
          className="provider-html services__footer"
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(footer) }}
        />
      )}
    </section>
  );
}
