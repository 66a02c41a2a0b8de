import { createServiceWorkerUpdates, type WorkboxLike } from './service-worker-updates';

/** vite-plugin-pwa writes the worker here (vite.config.ts); the server serves it `no-cache`. */
const WORKER_URL = '/sw.js';
/** The cache of the hand-written worker that vite-plugin-pwa's replaced; nothing reads it any more. */
const RETIRED_CACHE = 'portal-shell-v1';

async function createWorkbox(): Promise<WorkboxLike> {
  void globalThis.caches?.delete(RETIRED_CACHE).catch(() => undefined);
  // Loaded when registration starts (after the page has loaded), not with the entry: /login's budget.
  const { Workbox } = await import('workbox-window');
  return new Workbox(WORKER_URL, { scope: '/' });
}

const updates = createServiceWorkerUpdates({
  isEnabled: import.meta.env.PROD && 'serviceWorker' in navigator,
  createWorkbox,
  reload: () => window.location.reload(),
});

export const { registerServiceWorker, isUpdateAvailable, subscribeToUpdates, applyUpdate } = updates;
