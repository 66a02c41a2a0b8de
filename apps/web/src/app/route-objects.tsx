import { Navigate, type RouteObject } from 'react-router';
import { GuardedScreen } from './guarded-screen';
import { AppFrame } from './layout/app-frame';
import { preloadHeaderWithClaim } from './layout/site-header';
import { RouteErrorPage } from './route-error-page';
import { FALLBACK_PATH, SIGN_IN_PATH, routeTable } from './route-table';
import type { RouteMeta } from '../lib/routing/route-types';
import { NotAvailablePage } from './not-available-page';
import { registeredScreen } from './screen-registry';

/** A screen's route: its element at once when its code is here, else React Router's lazy route. */
function screenRoute(meta: RouteMeta): RouteObject {
  const route = { path: meta.path, handle: meta };
  const code = registeredScreen(meta.screen);
  if (!code) return { ...route, element: <GuardedScreen meta={meta} screen={NotAvailablePage} /> };
  const Screen = code.loaded;
  if (Screen) return { ...route, element: <GuardedScreen meta={meta} screen={Screen} /> };
  return {
    ...route,
    lazy: async () => {
      // A claim screen comes with the claim's header (site-header.tsx), both before it renders.
      const header = meta.access === 'claim' ? preloadHeaderWithClaim() : undefined;
      const [Loaded] = await Promise.all([code.load(), header]);
      return { element: <GuardedScreen meta={meta} screen={Loaded} /> };
    },
  };
}

/**
 * The router's route objects: one frame around every screen, the empty path to /login and unknown
 * paths to /claims (spec part 1 §2), the error page for a screen that throws. Each screen's route
 * carries its declaration as `handle` (useRouteMeta) and loads its code with the route (`lazy`):
 * the router keeps the current screen up until the next one's code has arrived. A screen whose code
 * is already here when the router is made (main.tsx loads the first one; the tests load all) renders
 * at once: the first render and a hydration never wait for a route to load. A function, so each
 * router gets the routes as the code stands when it is made.
 */
export function createRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppFrame />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
        ...routeTable.map(screenRoute),
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}
