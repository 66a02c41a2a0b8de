import { lazy, useState, type ComponentType, type ReactPromise } from 'react';
import type { ScreenProps } from '../lib/routing/route-types';

export type ScreenComponent = ComponentType<ScreenProps>;

/** A screen whose code loads with its route: render `Screen`, or call `preload` to fetch it early. */
export interface LazyScreen {
  /** Suspends (AppFrame's Suspense) until the code has arrived, then renders the screen. */
  Screen: ScreenComponent;
  /** Starts loading the code; never rejects, as a failed preload is retried when the route renders. */
  preload: () => Promise<void>;
}

/** The loading code, marked `fulfilled` with its `value` once it has arrived (React's convention). */
type Loading = Promise<ScreenComponent> & ReactPromise<ScreenComponent>;

/**
 * Wraps a dynamic import so the screen lands in its own chunk (issue 10 "A fast first load"). Code
 * that has already arrived (preloaded, or the first screen, which main.tsx loads before rendering)
 * renders at once, without a Suspense fallback, so a preloaded route never flashes a placeholder;
 * code still on its way goes through React.lazy and suspends. Which of the two a mounted screen uses
 * is decided once, as switching would remount the screen and lose its state. A failed preload is
 * forgotten, so the route's own render tries again.
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): LazyScreen {
  let loading: Loading | undefined;

  function start(): Loading {
    if (loading) return loading;
    const started: Loading = load().then(
      (component) => {
        const settled = started as { status?: string; value?: ScreenComponent };
        settled.status = 'fulfilled';
        settled.value = component;
        return component;
      },
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    loading = started;
    return started;
  }

  const Pending = lazy(() => start().then((component) => ({ default: component })));

  function Screen(props: ScreenProps) {
    const code = start();
    const [wasLoaded] = useState(() => code.status === 'fulfilled');
    if (wasLoaded && code.status === 'fulfilled') {
      const Loaded = code.value;
      return <Loaded {...props} />;
    }
    return <Pending {...props} />;
  }

  return {
    Screen,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}
