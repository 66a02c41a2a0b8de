import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
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

/**
 * The page header: toolbar, side menu and, on claim screens, the claim header (part 1 §2). Without a
 * chosen claim it makes none of the claim's calls: the sign-in pages' first render does not set up the
 * claims, account and unread-count queries for parts it does not show (issue 15, /login's blocking
 * time).
 */
export function SiteHeader({ meta }: { meta: RouteMeta }) {
  const { user, claim } = useSession();
  const hasClaim = user !== null && claim !== null;
  const isToolbarShown = meta.toolbar !== 'hidden' && !(meta.toolbarSignedInOnly && user === null);
  const isClaimHeaderShown = hasClaim && meta.access === 'claim';
  // The claims page has neither toolbar nor claim header (part 1 §2), but it is still the provider's
  // portal: a branded bar without controls (issue 10 item 12).
  if (meta.toolbar === 'hidden' && !isClaimHeaderShown) return <BrandBar />;
  if (!isToolbarShown && !isClaimHeaderShown) return null;
  const shown = { meta, isToolbarShown, isClaimHeaderShown };
  // The claim's calls only with a claim chosen: they feed only the parts shown with one.
  return hasClaim ? <HeaderWithClaim {...shown} /> : <HeaderParts {...shown} claimData={undefined} />;
}

function BrandBar() {
  const branding = useBranding();
  return (
    <header className="site-header">
      <div className="toolbar">
        <p className="toolbar__brand">{branding.providerName}</p>
      </div>
    </header>
  );
}

interface HeaderProps {
  meta: RouteMeta;
  isToolbarShown: boolean;
  isClaimHeaderShown: boolean;
}

/** What the header shows of the chosen claim: its count of claims, first name and unread messages. */
interface ClaimData {
  claimCount: number;
  firstName: string | undefined;
  unreadCount: number | undefined;
}

function HeaderWithClaim(props: HeaderProps) {
  const { claim } = useSession();
  const claims = useClaims();
  const account = useAccount();
  const unread = useUnreadMessageCount();
  const claimData: ClaimData = {
    // Until the list arrives, the count remembered when the claim was chosen (no SWITCH CLAIM pop-in).
    claimCount: claims.data?.length ?? claim?.ClaimCount ?? 0,
    firstName: account.data?.PersonalDetails.FirstName,
    unreadCount: unread.data,
  };
  return <HeaderParts {...props} claimData={claimData} />;
}

/** The toolbar and, with a claim chosen, the side menu and claim header. */
function HeaderParts({
  meta,
  isToolbarShown,
  isClaimHeaderShown,
  claimData,
}: HeaderProps & { claimData: ClaimData | undefined }) {
  const navigate = useNavigate();
  const { user, claim } = useSession();
  const branding = useBranding();
  const cancelRef = useToolbarCancelRef();
  const { handleSignOut, handleSwitchClaim } = useShellActions();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const screenTitle = useScreenTitleOverride();
  const hasClaim = user !== null && claim !== null;
  const claimCount = claimData?.claimCount ?? 0;

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
          unreadCount={claimData?.unreadCount}
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
          firstName={claimData?.firstName}
          claim={claim}
          claimCount={claimCount}
          unreadCount={claimData?.unreadCount}
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
