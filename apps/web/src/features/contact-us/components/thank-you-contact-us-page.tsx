import { Link } from 'react-router';
import { formatMessage, messages } from '@portal/contract';
import { useContactReplyWorkingDays } from '../../../api/get-information';
import { PageTitle } from '../../../components/layout/page-title';
import { TaskCompletedNote } from '../../../components/ui/task-completed-note';
import type { ScreenProps } from '../../../lib/routing/route-types';
import './contact-us.css';

const t = messages.thankYou;

/**
 * The contact-us thank-you page (spec part 2 §2 "Thank-you pages"): the confirmation with when to
 * expect a reply (part 2 §9: 10 working days; the server's CONTACT_REPLY_WORKING_DAYS, via getinformation),
 * and links Home (/claim), Send a message (/contactus) and Inbox (/inbox).
 */
export function ThankYouContactUsPage({ meta }: ScreenProps) {
  const days = useContactReplyWorkingDays();
  return (
    <section className="page thank-you">
      <PageTitle>{meta.title}</PageTitle>
      <p className="thank-you__message">{formatMessage(t.contactUs, { days: String(days) })}</p>
      <TaskCompletedNote />
      <ul className="thank-you__links">
        <li>
          <Link className="button button--primary" to="/claim">
            {t.links.home}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/contactus">
            {t.links.sendMessage}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/inbox">
            {t.links.inbox}
          </Link>
        </li>
      </ul>
    </section>
  );
}
