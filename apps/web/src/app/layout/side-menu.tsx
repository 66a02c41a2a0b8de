import { Link } from 'react-router';
import { messages } from '@portal/contract';
import { Drawer } from '../../components/ui/drawer';
import { TaskCountBadge } from '../../components/ui/task-count-badge';
import { UnreadBadge } from '../../components/ui/unread-badge';
import type { SelectedClaim } from '../../lib/session-store';
import { claimNavLinks, claimSideMenuLinks } from './nav-links';

export interface SideMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  firstName?: string | undefined;
  claim: SelectedClaim | null;
  claimCount: number;
  unreadCount?: number | undefined;
  /** Open requests (issue 32), beside Home. */
  taskCount?: number | undefined;
  onSwitchClaim: () => void;
  onSignOut: () => void;
}

const s = messages.shell;

/**
 * The side menu (spec part 1 §2 "Layout"): first name, claim number, date of accident, Switch claim
 * only with more than one claim, the claim links, sign-out, terms and privacy.
 */
export function SideMenu(props: SideMenuProps) {
  const { id, isOpen, onClose, claim } = props;
  // The dialog is named "Menu", what opened it, not by the claimant's first name (issue 30 item 8).
  const labelId = `${id}-label`;
  return (
    <Drawer id={id} isOpen={isOpen} onClose={onClose} labelledBy={labelId}>
      <div className="side-menu">
        <span className="visually-hidden" id={labelId}>
          {s.toolbar.menu}
        </span>
        <div className="side-menu__header">
          <h2 className="side-menu__name">{props.firstName || s.toolbar.menu}</h2>
          <button type="button" className="side-menu__close" onClick={onClose}>
            Close<span className="visually-hidden"> menu</span>
          </button>
        </div>
        {claim && (
          <dl className="side-menu__claim">
            <div>
              <dt>{s.sideMenu.claimNumber}</dt>
              <dd>{claim.Number}</dd>
            </div>
            <div>
              <dt>{s.sideMenu.dateOfAccident}</dt>
              <dd>{claim.Date}</dd>
            </div>
          </dl>
        )}
        {props.claimCount > 1 && (
          <button
            type="button"
            className="button button--secondary side-menu__switch"
            onClick={props.onSwitchClaim}
          >
            {s.sideMenu.switchClaim}
          </button>
        )}
        <nav aria-label="Menu">
          <ul className="side-menu__links">
            {claimNavLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                  {link.key === 'inbox' && <UnreadBadge count={props.unreadCount} />}
                  {link.key === 'home' && <TaskCountBadge count={props.taskCount} />}
                </Link>
              </li>
            ))}
            {claimSideMenuLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="side-menu__link-button" onClick={props.onSignOut}>
                {s.toolbar.signOut}
              </button>
            </li>
            <li>
              <Link to="/disclaimer" onClick={onClose}>
                {s.footer.terms}
              </Link>
            </li>
            <li>
              <Link to="/privacypolicy" onClick={onClose}>
                {s.footer.privacy}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </Drawer>
  );
}
