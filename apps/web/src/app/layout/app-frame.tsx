import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BackToTop } from '../../components/ui/back-to-top';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { SignedOutNotice } from '../../features/session-timeout/components/signed-out-notice';
import { sessionTimeoutWarning } from '../../features/session-timeout/lazy-warning';
import { isFullySignedIn } from '../../lib/session-store';
import { isNoHeader } from '../../lib/header-visibility';
import { useSession } from '../../lib/use-session';
import { Footer } from './footer';
import { HeaderShowsTitleProvider } from '../../components/layout/page-title';
import { useScreenTitleOverride } from '../../components/layout/screen-title';
import { SiteHeader } from './site-header';
import { ToolbarCancelProvider } from './toolbar-cancel';
import { ScreenLoading } from './screen-loading';
import { OfflineNotice } from './offline-notice';
import { UpdateBanner } from './update-banner';
import { useRouteMeta } from './use-route-meta';

const APP_NAME = 'Claimant Portal';

/**
 * True once code wanted while `isWanted` holds has arrived: the timeout warning mounts with its code
 * there, so it renders at once, never through Suspense (whose retries run on timers a page's clock may
 * hold, as the e2e suite's fake clock does).
 */
function useCodeArrived(isWanted: boolean, code: { preload(): Promise<void>; isLoaded(): boolean }): boolean {
  const [hasArrived, setHasArrived] = useState(() => code.isLoaded());
  useEffect(() => {
    if (!isWanted || hasArrived) return;
    let isCurrent = true;
    void code.preload().then(() => {
      if (isCurrent) setHasArrived(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted, hasArrived, code]);
  return hasArrived;
}

/**
 * The outer frame every screen renders in (spec part 1 §2 "Layout shared by all screens"): skip link,
 * header (hidden by nh=1), the routed screen, footer, back-to-top link and the loading overlay.
 * Screens load with their routes; the router navigates in a transition, so the Suspense boundary
 * keeps the previous screen up until the next one's code has arrived, and shows the placeholder only
 * when there is no screen to keep (a first render whose preload failed).
 */
export function AppFrame() {
  const location = useLocation();
  const meta = useRouteMeta();
  const screenTitle = useScreenTitleOverride();
  const { user, claim } = useSession();
  const isTimeoutWarningReady = useCodeArrived(isFullySignedIn(user), sessionTimeoutWarning);
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  const noHeader = isNoHeader(location);
  const isHeaderShown = meta !== undefined && !noHeader;
  const isFooterShown = !(noHeader && meta?.nhHidesFooter);
  const headerShowsTitle = isHeaderShown && meta.access === 'claim' && user !== null && claim !== null;

  useEffect(() => {
    // After an in-app navigation, move focus to the new content so screen readers announce it.
    if (isFirstRender.current) isFirstRender.current = false;
    else mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname, meta]);

  useEffect(() => {
    if (meta) document.title = `${screenTitle ?? meta.documentTitle ?? meta.title} - ${APP_NAME}`;
  }, [meta, screenTitle]);

  return (
    <ToolbarCancelProvider>
      <div className="app-frame" id="top" tabIndex={-1}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {isHeaderShown && <SiteHeader meta={meta} />}
        <OfflineNotice />
        <UpdateBanner />
        <SignedOutNotice />
        {isFullySignedIn(user) && isTimeoutWarningReady && (
          <Suspense fallback={null}>
            <sessionTimeoutWarning.Component />
          </Suspense>
        )}
        <main id="main" className="app-main" ref={mainRef} tabIndex={-1}>
          <HeaderShowsTitleProvider value={headerShowsTitle}>
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </HeaderShowsTitleProvider>
          {/* Inside main: a landmark holds it, and it stops above the footer (issue 10 item 7). */}
          <BackToTop />
        </main>
        {isFooterShown && <Footer showLinks={meta?.toolbar !== 'hidden'} />}
        <LoadingOverlay />
      </div>
    </ToolbarCancelProvider>
  );
}
