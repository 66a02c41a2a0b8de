import { createBrowserRouter } from 'react-router';
import { setSessionExpiredNavigation } from '../lib/api-client';
import { createRouteObjects } from './route-objects';

/**
 * The page's router (React Router's data router over the browser's history). main.tsx makes it once
 * the first screen's code has arrived, so that screen renders (or hydrates) without a loading step.
 */
export function createAppRouter() {
  const router = createBrowserRouter(createRouteObjects());
  // An expired-token answer ends the session and lands on /login without reloading the app (part 1 §8).
  setSessionExpiredNavigation((path) => void router.navigate(path, { replace: true }));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
