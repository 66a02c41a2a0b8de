import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title is only known from its data (a service's name, spec part 2 §2 "Services":
 * "adds its name to the breadcrumb") names itself here; the header and the document title show it in
 * place of the route's title while the screen is up.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function publish(title: string | undefined): void {
  if (current === title) return;
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title the shown screen gave itself, if any. */
export function useScreenTitleOverride(): string | undefined {
  // A prerendered page (scripts/prerender.mjs) has the route's own title.
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

/** Names the current screen while it is mounted (undefined: the route's own title). */
export function useScreenTitle(title: string | undefined): void {
  useEffect(() => {
    publish(title);
    return () => publish(undefined);
  }, [title]);
}
