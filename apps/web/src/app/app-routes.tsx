import { RouterProvider } from '../lib/routing/router-provider';
import type { AppRouter } from '../lib/routing/app-router';
import { RouteErrorPage } from './route-error-page';
import { routeObjects } from './route-objects';

/** The portal's routes on `router`, with the error page for a screen that throws. */
export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} routes={routeObjects} errorElement={<RouteErrorPage />} />;
}
