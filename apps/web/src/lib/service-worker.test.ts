import { SERVICE_WORKER_REGISTER_DELAY_MS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { Workbox } = vi.hoisted(() => ({ Workbox: vi.fn() }));
vi.mock('workbox-window', () => ({ Workbox }));

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the app’s service worker (spec part 1 §9: production builds only)', () => {
  it('is never registered outside a production build', async () => {
    // Vitest runs the app as a development build, as `vite` (npm run dev) does.
    expect(import.meta.env.PROD).toBe(false);
    // jsdom has no service workers; without one the module would stay off for that reason alone.
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: vi.fn() } });
    vi.useFakeTimers();
    const { registerServiceWorker, isUpdateAvailable } = await import('./service-worker');
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS);
    expect(Workbox).not.toHaveBeenCalled();
    expect(isUpdateAvailable()).toBe(false);
  });
});
