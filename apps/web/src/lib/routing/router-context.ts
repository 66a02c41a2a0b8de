import { createContext } from 'react';
import type { Params } from 'react-router';
import type { AppRouter } from './app-router';

/** The router RouterProvider renders: for the blocker and a navigate that stays the same function. */
export const AppRouterContext = createContext<AppRouter | null>(null);

/** One route of those matching the location, outermost first, as the data router's useMatches. */
export interface RouteMatch {
  pathname: string;
  params: Params;
  handle: unknown;
}

export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** What a route threw while rendering, for the error element (useRouteError). */
export const RouteErrorContext = createContext<unknown>(undefined);
