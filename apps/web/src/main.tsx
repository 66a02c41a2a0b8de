// Before any schema parses: no `new Function` probe under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
// The screens' stylesheets first and global.css last: the cascade the portal was styled against.
import './app/screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedInformationFromPage } from './api/get-information';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { preloadScreenAt } from './app/screen-preload';
import { isPrerendered } from './lib/prerendered-page';
import { registerServiceWorker } from './lib/service-worker';
import { sessionStore } from './lib/session-store';
import './styles/global.css';

/**
 * Starts the app: the query client with the page's getinformation answer, the first screen's code, the
 * router and the first render, then the service worker's schedule. A prerendered public page (/login,
 * scripts/prerender.mjs) is hydrated: React adopts the markup the claimant already sees instead of
 * replacing it. Either render runs in a transition, which React time-slices, so neither is one long
 * task on a phone's CPU (issue 28).
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // The server sends its getinformation answer in the page: the first render names the configured
  // provider, with no wait for the call. Under the service worker the page came from its precache.
  const queryClient = createQueryClient();
  const isFromWorkerCache = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  seedInformationFromPage(queryClient, document, isFromWorkerCache);

  // The first screen's code before the router: its route then renders at once (route-objects.tsx), so
  // the frame and the screen appear together and a hydration finds the screen it was rendered with. A
  // failed fetch still renders: the route loads the code again.
  const { user, claim } = sessionStore.getSnapshot();
  await preloadScreenAt(window.location.pathname, user !== null && claim !== null);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (isPrerendered(container)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }

  registerServiceWorker();
}

void start();
