import { SERVICE_WORKER_REGISTER_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@portal/contract';

/**
 * Service-worker registration and the app-update flag (spec part 1 §4 "App update", §9).
 * Registers in production builds only, once the app is stable (the page has loaded) or after 30 s,
 * whichever comes first; then checks for an update when stable and every hour. A new version waiting
 * to take over sets the update-available flag; the user's choice activates it and reloads the page.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waitingWorker: ServiceWorker | null = null;

export function isUpdateAvailable(): boolean {
  return waitingWorker !== null;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/** The user-triggered update: the waiting worker takes over and the page reloads once it controls it. */
export function applyUpdate(): void {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
}

function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The first install has no controller: nothing to update from.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  watch(registration);
  void registration.update().catch(() => undefined);
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  setTimeout(start, SERVICE_WORKER_REGISTER_DELAY_MS);
}
