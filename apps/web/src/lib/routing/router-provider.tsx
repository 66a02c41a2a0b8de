import { Component, useCallback, useMemo, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { type Location, type RouteObject, Router, matchRoutes, useRoutes } from 'react-router';
import type { AppRouter } from './app-router';
import { AppRouterContext, RouteErrorContext, type RouteMatch, RouteMatchesContext } from './router-context';

interface RouterProviderProps {
  router: AppRouter;
  routes: RouteObject[];
  /** Shown in place of the routes when one throws while rendering, until the next navigation. */
  errorElement: ReactNode;
}

/**
 * Renders `routes` at the router's location through React Router's declarative <Router> (app-router.ts
 * says why not its data router). The location is read as an external store: a navigation made before
 * this component subscribed is not missed. (The data router set it in a transition, which Preact runs
 * at once, decisions §57: the same render either way.)
 */
export function RouterProvider({ router, routes, errorElement }: RouterProviderProps) {
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  const state = useSyncExternalStore(subscribe, () => router.state);

  const matched = useMemo(() => matchRoutes(routes, state.location) ?? [], [routes, state.location]);
  const matches = useMemo<RouteMatch[]>(
    () =>
      matched.map((match) => ({
        pathname: match.pathname,
        params: match.params,
        handle: match.route.handle as unknown,
      })),
    [matched],
  );
  const branch = useMemo(() => matchedBranch(matched), [matched]);

  return (
    <AppRouterContext.Provider value={router}>
      <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
        <RouteMatchesContext.Provider value={matches}>
          <RouteErrorBoundary location={state.location} errorElement={errorElement}>
            <Routes routes={branch} />
          </RouteErrorBoundary>
        </RouteMatchesContext.Provider>
      </Router>
    </AppRouterContext.Provider>
  );
}

/**
 * The matched routes alone, each the parent of the next, for useRoutes: they match the location as the
 * whole table did, and React Router flattens and ranks this one branch where it would do every route
 * again, on every render of a location this provider has already matched (a fifth of React Router's
 * time in /login's first render, traced: issue 15, decisions §68). The routes' elements and handles are
 * the table's own. No match gives no routes: useRoutes renders nothing, as for the whole table.
 */
function matchedBranch(matched: readonly { route: RouteObject }[]): RouteObject[] {
  let branch: RouteObject | undefined;
  for (const { route } of [...matched].reverse()) {
    branch = { ...route, children: branch ? [branch] : undefined } as RouteObject;
  }
  return branch ? [branch] : [];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  error: unknown;
  hasError: boolean;
}

/** The data router's error boundary: the error element until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, error: undefined, hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // As the data router logged it: the page shows a friendly text, the console the cause.
    console.error('React Router caught the following error during render', error, info);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.errorElement}
      </RouteErrorContext.Provider>
    );
  }
}
