import { Link, useLocation } from 'react-router';
import { messages } from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { TaskCompletedNote } from '../../../components/ui/task-completed-note';
import type { ThankYouReimbursementState } from '../hooks/use-reimbursement';
import './reimbursement.css';

const t = messages.thankYou;

function canEditBankDetails(state: unknown): boolean {
  return (state as Partial<ThankYouReimbursementState> | null)?.canEditBankDetails === true;
}

/**
 * The reimbursement thank-you page (spec part 2 §2 "Thank-you pages"): the confirmation, a link to
 * check or update bank details (/activationbankdetails) when the navigation state says they can be
 * edited, and links Home (/claim) and Claim reimbursement (/reimbursementform).
 */
export function ThankYouReimbursementPage({ meta }: ScreenProps) {
  const location = useLocation();
  return (
    <section className="page thank-you">
      <PageTitle>{meta.title}</PageTitle>
      <p className="thank-you__message">{t.reimbursement}</p>
      <TaskCompletedNote />
      {canEditBankDetails(location.state) && (
        <p>
          <Link to="/activationbankdetails">{t.checkBankDetails}</Link>
        </p>
      )}
      <ul className="thank-you__links">
        <li>
          <Link className="button button--primary" to="/claim">
            {t.links.home}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/reimbursementform">
            {t.links.claimReimbursement}
          </Link>
        </li>
      </ul>
    </section>
  );
}
