import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import DOMPurify from 'dompurify';
import { PageTitle } from '../../../components/layout/page-title';
import { useScreenTitle } from '../../../components/layout/screen-title';
import { errorsOf } from '../../../lib/error-alert';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useServiceDetail } from '../api/get-service-detail';
import './services.css';

const copy = { back: 'Back to What we can pay for' }; // page copy

/**
 * /services/{id} (spec part 2 §2 "Services"): the service's name joins the breadcrumb (and becomes the
 * page's title), its HTML is sanitised again here, and the page opens at the top.
 */
export function ServiceDetailPage({ meta }: ScreenProps) {
  const { id = '' } = useParams();
  const service = useServiceDetail(id);
  useScreenTitle(service.data?.name);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return (
    <section className="page services">
      <PageTitle>{service.data?.name ?? meta.title}</PageTitle>
      {service.isError && (
        <p className="notice notice--warning" role="alert">
          {/* The server's catalogue message, e.g. notFound for an unknown or odd id. */}
          {errorsOf(service.error)[0]?.Message}
        </p>
      )}
      {service.data && (
        <div
          className="provider-html service-detail"
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(service.data.content) }}
        />
      )}
      <p>
        <Link to="/services">{copy.back}</Link>
      </p>
    </section>
  );
}
