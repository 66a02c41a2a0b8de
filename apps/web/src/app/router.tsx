import { createBrowserRouter } from 'react-router';
import { setSessionExpiredNavigation } from '../lib/api-client';
import { routeObjects } from './route-objects';

export const router = createBrowserRouter(routeObjects);

// An expired-token answer ends the session and lands on /login without reloading the app (part 1 §8).
setSessionExpiredNavigation((path) => void router.navigate(path, { replace: true }));
