import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router';
import { type Blocker, type BlockerFunction, type AppRouter, unblocked } from './app-router';
import { AppRouterContext, RouteErrorContext, type RouteMatch, RouteMatchesContext } from './router-context';

/*
 * The data router's hooks the portal uses, over app-router.ts and router-provider.tsx. ESLint sends
 * their React Router namesakes here (eslint.config.js), which work only in a data router.
 */

function useAppRouter(hook: string): AppRouter {
  const router = useContext(AppRouterContext);
  if (router === null)
    throw new Error(`${hook} needs the app's RouterProvider (lib/routing/router-provider.tsx).`);
  return router;
}

/**
 * Holds navigations for which `shouldBlock` answers true until the answer's `proceed` or `reset` is
 * called (React Router's useBlocker). `shouldBlock` should keep its identity (useCallback).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useAppRouter('useBlocker');
  useEffect(() => router.setBlocker(shouldBlock), [router, shouldBlock]);
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  return useSyncExternalStore(
    subscribe,
    () => router.blocker,
    () => unblocked,
  );
}

/** The routes matching the location, outermost first, each with its `handle`. */
export function useMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/** What the route threw, inside the error element. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * React Router's navigate, as one function for the life of the component, as the data router's was:
 * the declarative router's changes with every path, which would run again every effect that lists it.
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options),
    [],
  );
  return stable as NavigateFunction;
}
