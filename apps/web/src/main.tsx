// Before any schema parses: no `new Function` probe under the CSP (lib/zod-jitless.ts).
import './lib/zod-jitless';
// Before any render: React's behaviour where Preact differs (lib/react-behaviour.ts).
import { keepReactBehaviour } from './lib/react-behaviour';
// The screens' stylesheets first and global.css last: the cascade the portal was styled against.
import './app/screen-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { seedInformationFromPage } from './api/get-information';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadScreenAt } from './app/screen-preload';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

keepReactBehaviour();

/**
 * Starts the app: the query client with the page's getinformation answer, the first screen's code, the
 * first render and the service worker's schedule. In a task after the one that evaluated the app's
 * modules (a timer), not at its end: each is a long task on a phone's CPU, and Lighthouse counts a
 * task's blocking time from 50 ms up, so two of 25 ms block for nothing where one of 50 blocked for all
 * of its excess (issue 15; decisions §68). The page stays as the server sent it in between.
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);

  // The server sends its getinformation answer in the page: the first render names the configured
  // provider, with no wait for the call. Under the service worker the page came from its precache.
  const queryClient = createQueryClient();
  const isFromWorkerCache = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  seedInformationFromPage(queryClient, document, isFromWorkerCache);

  // The first screen's code is fetched before the first render, so the frame and the screen appear
  // together (no placeholder, no layout shift). A failed fetch still renders: the screen retries it.
  // A transition, as React wants a first render that may yield; under Preact (decisions §57) it is one
  // synchronous render all the same (measured: yielding before it changed neither TBT nor the score).
  void preloadScreenAt(window.location.pathname).then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    ),
  );

  registerServiceWorker();
}

setTimeout(start, 0);
