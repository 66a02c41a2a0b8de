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
  // The tiles wait for the page text above them (or its failure): painted first, they were pushed
  // down 96 px when the text arrived (CLS 0.06 at 375 px; issue 15 "CLS <= 0.02").
  const isTextSettled = !content.isPending;

  return (
    <section className="page services">
      <PageTitle>{meta.title}</PageTitle>
      {intro && (
        <div className="provider-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(intro) }} />
      )}
      {isTextSettled && services.isError && (
        <p className="notice notice--warning">{messages.alerts.requestFailed}</p>
      )}
      {isTextSettled && services.data && (
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
      {isTextSettled && hasExcess && <p className="services__excess">{t.excessNote}</p>}
      {footer && (
        <div
          className="provider-html services__footer"
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(footer) }}
        />
      )}
    </section>
  );
}
