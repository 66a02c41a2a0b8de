import { lazyComponent } from '../../lib/lazy-component';

/**
 * The timeout countdown and its warning, as code only a full session needs: the app frame mounts it
 * once signed in, so /login and the other public pages load none of it (issue 28's /login budget).
 */
export const sessionTimeoutWarning = lazyComponent(() =>
  import('./components/session-timeout-warning').then((module) => module.SessionTimeoutWarning),
);
