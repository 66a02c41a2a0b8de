import { SERVICE_WORKER_REGISTER_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createServiceWorkerUpdates,
  type ServiceWorkerUpdates,
  type WorkboxLike,
} from './service-worker-updates';

type Handler = () => void;

/** Stands in for workbox-window's Workbox: records calls and lets a test fire its lifecycle events. */
class FakeWorkbox {
  readonly handlers = new Map<string, Handler[]>();
  register = vi.fn(async () => undefined);
  update = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  addEventListener = (type: string, handler: Handler) => {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  };
  fire(type: 'waiting' | 'controlling'): void {
    for (const handler of this.handlers.get(type) ?? []) handler();
  }
}

let workbox: FakeWorkbox;
let createWorkbox: ReturnType<typeof vi.fn<() => Promise<WorkboxLike>>>;
let reload: ReturnType<typeof vi.fn<() => void>>;
let readyState: DocumentReadyState;

function makeUpdates(isEnabled = true): ServiceWorkerUpdates {
  return createServiceWorkerUpdates({ isEnabled, createWorkbox, reload });
}

/** Lets the registration's promises settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A page that has loaded, a worker registered and a new version waiting. */
async function withWaitingUpdate(): Promise<ServiceWorkerUpdates> {
  const updates = makeUpdates();
  updates.registerServiceWorker();
  await settle();
  workbox.fire('waiting');
  return updates;
}

beforeEach(() => {
  vi.useFakeTimers();
  workbox = new FakeWorkbox();
  createWorkbox = vi.fn(async () => workbox as unknown as WorkboxLike);
  reload = vi.fn();
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('when the service worker registers (spec part 1 §9)', () => {
  it('never registers when disabled (a development build)', async () => {
    makeUpdates(false).registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS + UPDATE_CHECK_INTERVAL_MS);
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('registers at once when the page has already loaded', async () => {
    makeUpdates().registerServiceWorker();
    await settle();
    expect(workbox.register).toHaveBeenCalledTimes(1);
    // The timing is ours, so workbox-window must not wait for load a second time.
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('waits for the load event while the page is still loading', async () => {
    readyState = 'loading';
    makeUpdates().registerServiceWorker();
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS - 1);
    expect(createWorkbox).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('registers after 30 s when the load event never comes', async () => {
    readyState = 'loading';
    makeUpdates().registerServiceWorker();
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS - 1);
    expect(workbox.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('registers only once, however often it is started and whichever trigger comes first', async () => {
    readyState = 'loading';
    const updates = makeUpdates();
    updates.registerServiceWorker();
    updates.registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('keeps the page working when the browser refuses the worker', async () => {
    workbox.register.mockRejectedValueOnce(new Error('SecurityError'));
    const updates = makeUpdates();
    updates.registerServiceWorker();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).not.toHaveBeenCalled();
    expect(updates.isUpdateAvailable()).toBe(false);
  });
});

describe('update checks (spec part 1 §9)', () => {
  it('checks when the app is stable and then every hour', async () => {
    makeUpdates().registerServiceWorker();
    await settle();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toHaveBeenCalledTimes(3);
  });

  it('checks when the page finally loads after registering at 30 s', async () => {
    readyState = 'loading';
    makeUpdates().registerServiceWorker();
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS);
    expect(workbox.update).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });

  it('keeps checking every hour after a check failed (offline)', async () => {
    workbox.update.mockRejectedValue(new TypeError('Failed to fetch'));
    makeUpdates().registerServiceWorker();
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.update).toHaveBeenCalledTimes(3);
  });
});

describe('a new version (spec part 1 §4 "App update")', () => {
  it('sets the update-available flag and tells the listeners when a version is waiting', async () => {
    const updates = makeUpdates();
    const listener = vi.fn();
    updates.subscribeToUpdates(listener);
    updates.registerServiceWorker();
    await settle();
    expect(updates.isUpdateAvailable()).toBe(false);
    workbox.fire('waiting');
    expect(updates.isUpdateAvailable()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const updates = makeUpdates();
    const listener = vi.fn();
    const unsubscribe = updates.subscribeToUpdates(listener);
    unsubscribe();
    updates.registerServiceWorker();
    await settle();
    workbox.fire('waiting');
    expect(listener).not.toHaveBeenCalled();
  });

  it('on the user’s update, tells the waiting worker to take over and reloads once it controls', async () => {
    const updates = await withWaitingUpdate();
    updates.applyUpdate();
    await settle();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on an update with no version waiting', async () => {
    const updates = makeUpdates();
    updates.registerServiceWorker();
    await settle();
    updates.applyUpdate();
    await settle();
    workbox.fire('controlling');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the worker to take over once, however often the button is pressed', async () => {
    const updates = await withWaitingUpdate();
    updates.applyUpdate();
    updates.applyUpdate();
    await settle();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself when another tab applied the update, but reloads on the user’s update', async () => {
    const updates = await withWaitingUpdate();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(updates.isUpdateAvailable()).toBe(true);
    updates.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
