import { lazy, useState, type ComponentType } from 'react';

/** Code fetched once, whoever asks first: a route, a preload, or a component's first render. */
export interface LoadOnce<T> {
  /** The code, once it has arrived; undefined before. */
  readonly loaded: T | undefined;
  /** Loads the code once; a failed load is forgotten, so the next call tries again. */
  load(): Promise<T>;
  /** Starts loading ahead of need; never rejects (the next load retries). */
  preload(): Promise<void>;
}

export function loadOnce<T>(importCode: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;

  const load = (): Promise<T> => {
    loading ??= importCode().then(
      (code) => (loaded = code),
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

/**
 * A component whose code waits until a page needs it (issue 28: /login loads only what it shows). Once
 * preloaded it renders at once, with no Suspense fallback and no layout shift; before that it goes
 * through React.lazy and suspends to the nearest Suspense boundary. Which of the two a mounted instance
 * uses is decided on its first render, as switching would remount it and lose its state.
 */
export function lazyComponent<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<void>; isLoaded: () => boolean } {
  const code = loadOnce(importComponent);
  const Pending = lazy(() => code.load().then((component) => ({ default: component })));

  function Component(props: Props) {
    const [Loaded] = useState(() => code.loaded);
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  }

  return { Component, preload: code.preload, isLoaded: () => code.loaded !== undefined };
}
