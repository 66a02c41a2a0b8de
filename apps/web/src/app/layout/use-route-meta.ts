import { useMatches } from 'react-router';
import type { RouteMeta } from '../../lib/routing/route-types';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'screen' in handle && 'access' in handle;
}

/** The declaration of the route being shown (its `handle`), if any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
