// The service worker (issue 15; docs/adr/0028-service-worker-prerendered-pages-and-branding.md), built into /sw.js by vite-plugin-pwa's
// injectManifest (vite.config.ts), which writes the build's precache list, with a revision per file,
// where `self.__WB_MANIFEST` stands. It precaches the built app and answers every navigation from that
// cache, so the portal opens offline; it caches nothing at run time: API answers are `no-store` and
// personal, and never enter Cache Storage. Its messages come from lib/service-worker-updates.ts.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** What this file uses of the worker's global scope (the DOM library's `self` is a window's). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
declare const self: WorkerScope;

/**
 * Paths the server answers itself (API, provider interface, probes). A navigation to one must reach the
 * server, never get the cached app.
 */
const serverOnlyPaths = [
  /^\/api(?:[/?]|$)/,
  /^\/provider(?:[/?]|$)/,
  /^\/healthz(?:\?|$)/,
  /^\/readyz(?:\?|$)/,
];

/** The build's prerendered page for the public route /<name> (apps/web/scripts/prerender.mjs). */
const PRERENDERED_PAGE = /^prerendered\/([a-z0-9-]+)\.html$/;

const entries = self.__WB_MANIFEST;
precacheAndRoute(entries);
cleanupOutdatedCaches();

// A public route the build prerendered (/login and the other signed-out forms) gets its own page, as the
// server sends it (apps/server/src/plugins/web-app.ts: that exact path, with or without a query), so a
// repeat visit keeps the first paint from the markup, online and offline. The list is the precache's:
// a page the build did not prerender is never asked for.
for (const entry of entries) {
  const url = typeof entry === 'string' ? entry : entry.url;
  const name = PRERENDERED_PAGE.exec(url)?.[1];
  if (name === undefined) continue;
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(url), { allowlist: [new RegExp(`^/${name}(?:\\?|$)`)] }),
  );
}

// Every other navigation gets the app's shell, which routes on the client.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: serverOnlyPaths }));

// A new version waits until the user's "Update now" (spec part 1 §4): no skipWaiting at install and no
// clients.claim(), as before; the page asks for it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
