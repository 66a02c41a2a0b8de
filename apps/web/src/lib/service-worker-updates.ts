import { SERVICE_WORKER_REGISTER_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@portal/contract';
import type { Workbox } from 'workbox-window';

/** The part of workbox-window's Workbox this module uses (tests pass a fake). */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

export interface ServiceWorkerUpdateOptions {
  /** A production build in a browser that has service workers (spec part 1 §9). */
  isEnabled: boolean;
  /** Makes the Workbox for the worker; called once, when registration starts. */
  createWorkbox: () => Promise<WorkboxLike>;
  /** Shows the new version once it controls the page. */
  reload: () => void;
}

export interface ServiceWorkerUpdates {
  /** Starts the timing of spec part 1 §9; call once at start-up. */
  registerServiceWorker(): void;
  /** The update-available flag of spec part 1 §4 "App update". */
  isUpdateAvailable(): boolean;
  subscribeToUpdates(listener: () => void): () => void;
  /** The user's update: the waiting version takes over and the page reloads. */
  applyUpdate(): void;
}

/**
 * none: nothing to offer. waiting: a new version is installed and waits for the user. applying: the
 * user chose it and the page waits for it to take control. activated: another tab's user applied it,
 * so it already controls this page, which still runs the old code until it reloads.
 */
type UpdateState = 'none' | 'waiting' | 'applying' | 'activated';

/**
 * Service-worker registration and the app-update flag (spec part 1 §4 "App update", §9): in production
 * builds only, registered once the app is stable (the page has loaded) or after 30 s, whichever comes
 * first; an update check when the app is stable and every hour; a new version waiting to take over sets
 * the flag; the user's update activates it and reloads once it controls the page. The page is never
 * reloaded without the user's click in this tab: another tab may hold typed text.
 */
export function createServiceWorkerUpdates(options: ServiceWorkerUpdateOptions): ServiceWorkerUpdates {
  const listeners = new Set<() => void>();
  let state: UpdateState = 'none';
  let isStarted = false;
  let registration: Promise<WorkboxLike | undefined> | undefined;

  function setState(next: UpdateState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function register(): Promise<WorkboxLike> {
    const workbox = await options.createWorkbox();
    // Also fired at registration for a version that was already waiting (say, before a reload).
    workbox.addEventListener('waiting', () => {
      if (state === 'none') setState('waiting');
    });
    workbox.addEventListener('controlling', () => {
      if (state === 'applying') options.reload();
      else if (state === 'waiting') setState('activated');
    });
    await workbox.register({ immediate: true });
    setInterval(() => void checkForUpdate(workbox), UPDATE_CHECK_INTERVAL_MS);
    return workbox;
  }

  function registerOnce(): Promise<WorkboxLike | undefined> {
    // A browser that refuses the worker (private mode, blocked by policy) keeps a working page.
    registration ??= register().catch(() => undefined);
    return registration;
  }

  async function checkForUpdate(workbox: WorkboxLike): Promise<void> {
    // Offline or a failed fetch of the worker script: the next check tries again.
    await workbox.update().catch(() => undefined);
  }

  // registerOnce resolves to undefined when registration failed: nothing to check then.
  const onStable = () =>
    void registerOnce().then((workbox) => (workbox ? checkForUpdate(workbox) : undefined));

  return {
    registerServiceWorker() {
      if (!options.isEnabled || isStarted) return;
      isStarted = true;
      if (document.readyState === 'complete') onStable();
      else window.addEventListener('load', onStable, { once: true });
      setTimeout(() => void registerOnce(), SERVICE_WORKER_REGISTER_DELAY_MS);
    },
    isUpdateAvailable: () => state !== 'none',
    subscribeToUpdates(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate() {
      if (state === 'activated') {
        options.reload();
        return;
      }
      if (state !== 'waiting') return;
      setState('applying');
      void registration?.then((workbox) => workbox?.messageSkipWaiting());
    },
  };
}
