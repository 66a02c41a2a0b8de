import { Navigate, type RouteObject } from 'react-router';
import { GuardedScreen } from './guarded-screen';
import { AppFrame } from './layout/app-frame';
import { FALLBACK_PATH, SIGN_IN_PATH, routeTable } from './route-table';
import { NotAvailablePage } from './not-available-page';
import { registeredScreen } from './screen-registry';

/**
 * The router's route objects: one frame around every screen, the empty path to /login and unknown
 * paths to /claims (spec part 1 §2). Kept apart from the browser router so tests can use a memory one.
 * Each screen's route carries its declaration as `handle` (useRouteMeta).
 */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    element: <AppFrame />,
    children: [
      { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
      ...routeTable.map((meta): RouteObject => ({
        path: meta.path,
        handle: meta,
        element: (
          <GuardedScreen meta={meta} screen={registeredScreen(meta.screen)?.Screen ?? NotAvailablePage} />
        ),
      })),
      { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
    ],
  },
];
