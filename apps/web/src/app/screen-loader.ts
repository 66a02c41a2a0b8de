import type { ComponentType } from 'react';
import type { ScreenProps } from '../lib/routing/route-types';

export type ScreenComponent = ComponentType<ScreenProps>;

/** A screen whose code loads with its route (the route's `lazy`, route-objects.tsx), or earlier. */
export interface ScreenCode {
  /** The screen, once its code has arrived; undefined before. */
  readonly loaded: ScreenComponent | undefined;
  /** Loads the code once; a failed load is forgotten, so the next call tries again. */
  load(): Promise<ScreenComponent>;
  /** Starts loading the code ahead of the route; never rejects (the route's own load retries). */
  preload(): Promise<void>;
}

/**
 * Wraps a dynamic import, so the screen lands in its own chunk (issue 10 "A fast first load") and its
 * code is fetched once, whether the router, a preload (screen-preload.ts) or main.tsx asks first.
 */
export function screenCode(importScreen: () => Promise<ScreenComponent>): ScreenCode {
  let loading: Promise<ScreenComponent> | undefined;
  let loaded: ScreenComponent | undefined;

  const load = (): Promise<ScreenComponent> => {
    loading ??= importScreen().then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    return loading;
  };

  return {
    get loaded() {
      return loaded;
    },
    load,
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  };
}
