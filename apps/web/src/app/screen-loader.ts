import type { ComponentType } from 'react';
import { loadOnce, type LoadOnce } from '../lib/lazy-component';
import type { ScreenProps } from '../lib/routing/route-types';

export type ScreenComponent = ComponentType<ScreenProps>;

/** A screen whose code loads with its route (the route's `lazy`, route-objects.tsx), or earlier. */
export type ScreenCode = LoadOnce<ScreenComponent>;

/**
 * Wraps a dynamic import, so the screen lands in its own chunk (issue 10 "A fast first load") and its
 * code is fetched once, whether the router, a preload (screen-preload.ts) or main.tsx asks first.
 */
export const screenCode = (importScreen: () => Promise<ScreenComponent>): ScreenCode =>
  loadOnce(importScreen);
