import { useCallback, useState } from 'react';
import { useAccount } from '../../api/get-account';
import { useClaims } from '../../api/get-claims';
import { useTaskCount } from '../../api/get-task-count';
import { useUnreadMessageCount } from '../../api/get-unread-message-count';
import { useShellActions } from '../../components/layout/use-shell-actions';
import { useScreenTitleOverride } from '../../components/layout/screen-title';
import { useSession } from '../../lib/use-session';
import type { RouteMeta } from '../../lib/routing/route-types';
import { ClaimHeader } from './claim-header';
import { SideMenu } from './side-menu';
import { Toolbar } from './toolbar';
import { useToolbarActions } from './use-toolbar-actions';

const MENU_ID = 'side-menu';

export interface HeaderWithClaimProps {
  meta: RouteMeta;
  isToolbarShown: boolean;
  isClaimHeaderShown: boolean;
}

/**
 * The header with a claim chosen (part 1 §2 "Layout"): the toolbar with the menu and, on wide screens,
 * the claim's links, unread count and count of things to do; the side menu; on claim screens the claim header. Its own chunk
 * (site-header.tsx): the sign-in pages never load it, and they are the only pages that make none of
 * the claim's calls (claims, account, unread count).
 */
export function HeaderWithClaim({ meta, isToolbarShown, isClaimHeaderShown }: HeaderWithClaimProps) {
  const { claim } = useSession();
  const claims = useClaims();
  const account = useAccount();
  const unread = useUnreadMessageCount();
  const tasks = useTaskCount();
  const actions = useToolbarActions();
  const { handleSignOut, handleSwitchClaim } = useShellActions();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const screenTitle = useScreenTitleOverride();
  // Until the list arrives, the count remembered when the claim was chosen (no SWITCH CLAIM pop-in).
  const claimCount = claims.data?.length ?? claim?.ClaimCount ?? 0;
  const unreadCount = unread.data;

  return (
    <header className="site-header">
      {isToolbarShown && meta.toolbar !== 'hidden' && (
        <Toolbar
          {...actions}
          left={meta.toolbar.left}
          right={meta.toolbar.right}
          homePath="/claim"
          showClaimLinks
          unreadCount={unreadCount}
          taskCount={tasks.data}
          isMenuOpen={isMenuOpen}
          menuId={MENU_ID}
          onMenu={() => setIsMenuOpen(true)}
        />
      )}
      <SideMenu
        id={MENU_ID}
        isOpen={isMenuOpen}
        onClose={closeMenu}
        firstName={account.data?.PersonalDetails.FirstName}
        claim={claim}
        claimCount={claimCount}
        unreadCount={unreadCount}
        taskCount={tasks.data}
        onSwitchClaim={() => {
          closeMenu();
          handleSwitchClaim();
        }}
        onSignOut={() => {
          closeMenu();
          handleSignOut();
        }}
      />
      {isClaimHeaderShown && claim !== null && (
        <ClaimHeader
          title={screenTitle ?? meta.title}
          breadcrumbs={meta.breadcrumbs ?? []}
          claim={claim}
          claimCount={claimCount}
          onSwitchClaim={handleSwitchClaim}
        />
      )}
    </header>
  );
}
