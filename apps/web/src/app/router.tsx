import { setSessionExpiredNavigation } from '../lib/api-client';
import { createBrowserAppRouter } from '../lib/routing/app-router';

export const router = createBrowserAppRouter();

// An expired-token answer ends the session and lands on /login without reloading the app (part 1 §8).
setSessionExpiredNavigation((path) => void router.navigate(path, { replace: true }));
