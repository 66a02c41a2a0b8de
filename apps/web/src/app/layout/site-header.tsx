import { useCallback, useState } from 'react';
import { useNavigate } from '../../lib/routing/router-hooks';
import { useAccount } from '../../api/get-account';
import { useClaims } from '../../api/get-claims';
import { useUnreadMessageCount } from '../../api/get-unread-message-count';
import { useBranding } from '../../api/get-information';
import { useSession } from '../../lib/use-session';
import type { RouteMeta } from '../../lib/routing/route-types';
import { ClaimHeader } from './claim-header';
import { SideMenu } from './side-menu';
import { Toolbar } from './toolbar';
import { useToolbarCancelRef } from './toolbar-cancel';
import { useShellActions } from '../../components/layout/use-shell-actions';
import { useScreenTitleOverride } from '../../components/layout/screen-title';

const MENU_ID = 'side-menu';

/** The page header: toolbar, side menu and, on claim screens, the claim header (part 1 §2). */
export function SiteHeader({ meta }: { meta: RouteMeta }) {
  const navigate = useNavigate();
  const { user, claim } = useSession();
  const branding = useBranding();
  const cancelRef = useToolbarCancelRef();
  const { handleSignOut, handleSwitchClaim } = useShellActions();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const screenTitle = useScreenTitleOverride();

  const hasClaim = user !== null && claim !== null;
  const claims = useClaims();
  const account = useAccount({ enabled: hasClaim });
  const unread = useUnreadMessageCount();
  // Until the list arrives, the count remembered when the claim was chosen (no SWITCH CLAIM pop-in).
  const claimCount = claims.data?.length ?? claim?.ClaimCount ?? 0;

  const isToolbarShown = meta.toolbar !== 'hidden' && !(meta.toolbarSignedInOnly && user === null);
  const isClaimHeaderShown = hasClaim && meta.access === 'claim';
  // The claims page has neither toolbar nor claim header (part 1 §2), but it is still the provider's
  // portal: a branded bar without controls (issue 10 item 12).
  if (meta.toolbar === 'hidden' && !isClaimHeaderShown) {
    return (
      <header className="site-header">
        <div className="toolbar">
          <p className="toolbar__brand">{branding.providerName}</p>
        </div>
      </header>
    );
  }
  if (!isToolbarShown && !isClaimHeaderShown) return null;

  return (
    <header className="site-header">
      {isToolbarShown && meta.toolbar !== 'hidden' && (
        <Toolbar
          left={meta.toolbar.left === 'menu' && !hasClaim ? 'none' : meta.toolbar.left}
          right={meta.toolbar.right}
          providerName={branding.providerName}
          providerPhone={branding.providerPhone}
          homePath={hasClaim ? '/claim' : user ? '/claims' : '/login'}
          showClaimLinks={hasClaim}
          unreadCount={unread.data}
          isMenuOpen={isMenuOpen}
          menuId={MENU_ID}
          onMenu={() => setIsMenuOpen(true)}
          onBack={() => void navigate(-1)}
          onCancel={() => (cancelRef.current ? cancelRef.current() : void navigate(-1))}
          onSignOut={handleSignOut}
        />
      )}
      {hasClaim && (
        <SideMenu
          id={MENU_ID}
          isOpen={isMenuOpen}
          onClose={closeMenu}
          firstName={account.data?.PersonalDetails.FirstName}
          claim={claim}
          claimCount={claimCount}
          unreadCount={unread.data}
          onSwitchClaim={() => {
            closeMenu();
            handleSwitchClaim();
          }}
          onSignOut={() => {
            closeMenu();
            handleSignOut();
          }}
        />
      )}
      {isClaimHeaderShown && (
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
