import { Suspense } from 'react';
import { useBranding } from '../../api/get-information';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/use-session';
import type { RouteMeta } from '../../lib/routing/route-types';
import { Toolbar } from './toolbar';
import { useToolbarActions } from './use-toolbar-actions';

/**
 * The header with a claim chosen, with the claim's calls, side menu and claim header: code the sign-in
 * pages do not need waits until a claim is chosen (issue 28). main.tsx and a claim screen's route load
 * it before the screen renders, so it is there when it is first shown (no fallback, no layout shift).
 */
const headerWithClaim = lazyComponent(() => import('./header-with-claim').then((m) => m.HeaderWithClaim));
export const preloadHeaderWithClaim = headerWithClaim.preload;

/**
 * The page header: toolbar, side menu and, on claim screens, the claim header (part 1 §2). Without a
 * chosen claim it is the toolbar alone and makes none of the claim's calls.
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
  if (hasClaim) {
    return (
      <Suspense fallback={null}>
        <headerWithClaim.Component
          meta={meta}
          isToolbarShown={isToolbarShown}
          isClaimHeaderShown={isClaimHeaderShown}
        />
      </Suspense>
    );
  }
  return (
    <header className="site-header">
      <ToolbarWithoutClaim meta={meta} isSignedIn={user !== null} />
    </header>
  );
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

/** Without a claim there is no menu to open: its slot stays empty. */
function ToolbarWithoutClaim({ meta, isSignedIn }: { meta: RouteMeta; isSignedIn: boolean }) {
  const actions = useToolbarActions();
  if (meta.toolbar === 'hidden') return null;
  return (
    <Toolbar
      {...actions}
      left={meta.toolbar.left === 'menu' ? 'none' : meta.toolbar.left}
      right={meta.toolbar.right}
      homePath={isSignedIn ? '/claims' : '/login'}
      showClaimLinks={false}
    />
  );
}
