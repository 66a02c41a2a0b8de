import { Link } from 'react-router';
import { formatMessage, messages, telHref } from '@portal/contract';
import { TaskCountBadge } from '../../components/ui/task-count-badge';
import { UnreadBadge } from '../../components/ui/unread-badge';
import type { ToolbarLeft, ToolbarRight } from '../../lib/routing/route-types';
import { claimNavLinks } from './nav-links';

export interface ToolbarProps {
  left: ToolbarLeft;
  right: ToolbarRight;
  providerName: string;
  providerPhone: string;
  homePath: string;
  /** Signed in with a claim: wide screens show the link row (part 1 §2 "Layout"). */
  showClaimLinks: boolean;
  unreadCount?: number | undefined;
  /** Open requests (issue 32), beside Home. */
  taskCount?: number | undefined;
  isMenuOpen?: boolean;
  menuId?: string;
  onMenu?: () => void;
  onBack: () => void;
  onCancel: () => void;
  onSignOut?: () => void;
}

const t = messages.shell.toolbar;

/**
 * The per-route toolbar (spec part 1 §2 "Layout"): left control menu, back, cancel or none; right a
 * phone or home link; signed in on wide screens (> 680 px) a row of links with the unread badge. That
 * row has its own Home and needs no menu, so there the menu slot and the right Home link give way
 * (no empty slot before the brand, no second "Home"; issue 10 item 12).
 */
export function Toolbar(props: ToolbarProps) {
  const { left, right, providerName, providerPhone, showClaimLinks } = props;
  return (
    <div className={`toolbar${showClaimLinks ? ' toolbar--with-links' : ''}`}>
      <div className={`toolbar__left toolbar__left--${left}`}>
        {left === 'menu' && (
          <button
            type="button"
            className="toolbar__button toolbar__menu"
            aria-expanded={props.isMenuOpen ?? false}
            // The menu is in the page only while open: point at it only then (issue 30 item 8).
            aria-controls={props.isMenuOpen ? props.menuId : undefined}
            aria-haspopup="dialog"
            onClick={props.onMenu}
          >
            <span className="toolbar__menu-icon" aria-hidden="true" />
            {t.menu}
          </button>
        )}
        {left === 'back' && (
          <button type="button" className="toolbar__button" onClick={props.onBack}>
            <span aria-hidden="true">‹ </span>
            {t.back}
          </button>
        )}
        {left === 'cancel' && (
          <button type="button" className="toolbar__button" onClick={props.onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
      <p className="toolbar__brand">{providerName}</p>
      {showClaimLinks && (
        <nav className="toolbar__links" aria-label="Claim">
          <ul>
            {claimNavLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>
                  {link.label}
                  {link.key === 'inbox' && <UnreadBadge count={props.unreadCount} />}
                  {link.key === 'home' && <TaskCountBadge count={props.taskCount} />}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="toolbar__link-button" onClick={props.onSignOut}>
                {t.signOut}
              </button>
            </li>
          </ul>
        </nav>
      )}
      <div className={`toolbar__right toolbar__right--${right}`}>
        {right === 'phone' && (
          <a className="toolbar__phone" href={telHref(providerPhone)}>
            <span className="visually-hidden">{formatMessage(t.call, { provider: providerName })} </span>
            {providerPhone}
          </a>
        )}
        {right === 'home' && (
          <Link className="toolbar__home" to={props.homePath}>
            {t.home}
          </Link>
        )}
      </div>
    </div>
  );
}
