import { Link } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { TaskCompletedNote } from '../../../components/ui/task-completed-note';
import { useBranding } from '../../../api/get-information';
import './send-documents.css';

const t = messages.thankYou;

/**
 * The documents thank-you page (spec part 2 §2 "Thank-you pages"): the confirmation, links Home
 * (/claim), Upload Documents (/forms) and Inbox (/inbox), and how to change what was sent.
 */
export function ThankYouDocumentsPage({ meta }: ScreenProps) {
  const branding = useBranding();
  const values = { provider: branding.providerName, phone: branding.providerPhone };
  return (
    <section className="page thank-you">
      <PageTitle>{meta.title}</PageTitle>
      <p className="thank-you__message">{formatMessage(t.documents, values)}</p>
      <TaskCompletedNote />
      <ul className="thank-you__links">
        <li>
          <Link className="button button--primary" to="/claim">
            {t.links.home}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/forms">
            {t.links.uploadDocuments}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/inbox">
            {t.links.inbox}
          </Link>
        </li>
      </ul>
      <p>{formatMessage(t.documentsNote, values)}</p>
    </section>
  );
}
