import { Link, Navigate, useParams } from 'react-router';
import {
  ACCOUNT_UPDATED_TYPES,
  composeRedirectToast,
  formatMessage,
  messages,
  type AccountUpdatedOutcome,
  type AccountUpdatedType,
} from '@portal/contract';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { PageTitle } from '../../../components/layout/page-title';
import { useBranding } from '../../../api/get-information';
import './account-updated.css';

function isAccountUpdatedType(value: string | undefined): value is AccountUpdatedType {
  return (ACCOUNT_UPDATED_TYPES as readonly string[]).includes(value ?? '');
}

/** success=error and success=approval are read as such; anything else reads as updated (part 1 §4). */
function outcomeOf(success: string | undefined): AccountUpdatedOutcome {
  return success === 'error' || success === 'approval' ? success : 'success';
}

/**
 * /accountupdated/{type}/{success}: the confirmation after an account change (spec part 1 §2, §4), with
 * the redirect-toast wording and the way back to My Details and Home. An unknown type goes to My Details.
 */
export function AccountUpdatedPage({ meta }: ScreenProps) {
  const { type, success } = useParams();
  const branding = useBranding();
  if (!isAccountUpdatedType(type)) return <Navigate to="/account" replace />;

  const outcome = outcomeOf(success);
  const text = formatMessage(composeRedirectToast(type, outcome), { provider: branding.providerName });
  return (
    <section className="page account-updated">
      <PageTitle>{meta.title}</PageTitle>
      <p
        className={`notice account-updated__message${outcome === 'error' ? ' notice--warning' : ''}`}
        role={outcome === 'error' ? 'alert' : 'status'}
      >
        {text}
      </p>
      <ul className="account-updated__links">
        <li>
          <Link className="button button--primary" to="/account">
            {messages.myDetails.title}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/claim">
            {messages.shell.toolbar.home}
          </Link>
        </li>
      </ul>
    </section>
  );
}
