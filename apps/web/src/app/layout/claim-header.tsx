import { Link } from 'react-router';
import { messages } from '@portal/contract';
import type { SelectedClaim } from '../../lib/session-store';
import type { Crumb } from '../../lib/routing/route-types';

export interface ClaimHeaderProps {
  title: string;
  breadcrumbs: readonly Crumb[];
  claim: SelectedClaim;
  claimCount: number;
  onSwitchClaim: () => void;
}

/**
 * Claim header (spec part 1 §2 "Layout"): breadcrumbs, the page title (the page's h1), claim number,
 * date of accident and SWITCH CLAIM only when the user has more than one claim, beside the title.
 */
export function ClaimHeader({ title, breadcrumbs, claim, claimCount, onSwitchClaim }: ClaimHeaderProps) {
  return (
    <div className="claim-header">
      <div className="claim-header__inner">
        {breadcrumbs.length > 0 && (
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        )}
        <div className="claim-header__title-row">
          <h1 className="claim-header__title">{title}</h1>
          {claimCount > 1 && (
            <button
              type="button"
              className="button button--secondary claim-header__switch"
              onClick={onSwitchClaim}
            >
              {messages.shell.sideMenu.switchClaim}
            </button>
          )}
        </div>
        <dl className="claim-header__claim">
          <div>
            <dt>{messages.shell.sideMenu.claimNumber}</dt>
            <dd>{claim.Number}</dd>
          </div>
          <div>
            <dt>{messages.shell.sideMenu.dateOfAccident}</dt>
            <dd>{claim.Date}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
