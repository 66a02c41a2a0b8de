import {
  type Location,
  NavigationType,
  type Navigator,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  createPath,
  resolvePath,
} from 'react-router';

/*
 * The app's router: React Router's history and its declarative <Router> (router-provider.tsx), with the
 * two things of its data router the portal uses written here: one navigation blocker (a form's "You are
 * about to lose your recent changes", use-leave-confirm.ts) and a router object that navigates from
 * outside React (an expired session lands on /login, api-client.ts). The data router brought 30 KiB gzip
 * of loaders, actions and fetchers the portal has none of; the declarative one is half of that, the
 * largest part of getting /login's scripts within 100 KiB (issue 15, docs/decisions.md §64).
 */

/** What the router shows: the location and how it was reached (PUSH, REPLACE or POP). */
export interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Whether a navigation from `currentLocation` to `nextLocation` must wait for the user. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

/** The blocker as React Router's useBlocker answers it. */
export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed: undefined; reset: undefined };

export const unblocked: Blocker = {
  state: 'unblocked',
  location: undefined,
  proceed: undefined,
  reset: undefined,
};

export interface AppRouter {
  readonly state: RouterState;
  /** The blocker's state; `unblocked` while no navigation waits. */
  readonly blocker: Blocker;
  /** Navigates to an absolute path (or one relative to the current path), or `delta` entries back or on. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Calls `listener` after every change of the state or of the blocker; answers the unsubscribe. */
  subscribe(listener: (state: RouterState) => void): () => void;
  /**
   * Sets the one blocker, as the data router also allowed one at a time; answers the function that
   * takes it away again (if it is still the one set).
   */
  setBlocker(shouldBlock: BlockerFunction): () => void;
  /** The navigator React Router's <Router>, <Link> and useNavigate go through, so they are blocked too. */
  readonly navigator: Navigator;
  /** Stops listening to the history (a test's router, a prerender's). */
  dispose(): void;
}

type History = ReturnType<typeof createBrowserHistory>;

function createAppRouter(history: History): AppRouter {
  let state: RouterState = { location: history.location, historyAction: history.action };
  let blocker: Blocker = unblocked;
  let shouldBlock: BlockerFunction | null = null;
  const listeners = new Set<(state: RouterState) => void>();
  // The POP that undoes a blocked back or forward move is the router's own, not the user's; the move is
  // made again only once the browser has reported it (its history moves one at a time).
  let undoingPop: (() => void) | null = null;

  const notify = () => {
    for (const listener of [...listeners]) listener(state);
  };
  const show = (location: Location, historyAction: NavigationType) => {
    state = { location, historyAction };
    blocker = unblocked;
    notify();
  };
  const block = (nextLocation: Location, historyAction: NavigationType, go: () => void): boolean => {
    if (blocker.state === 'proceeding' || shouldBlock === null) return false;
    if (!shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) return false;
    blocker = {
      state: 'blocked',
      location: nextLocation,
      proceed: () => {
        blocker = { state: 'proceeding', location: nextLocation, proceed: undefined, reset: undefined };
        notify();
        go();
      },
      reset: () => {
        blocker = unblocked;
        notify();
      },
    };
    notify();
    return true;
  };

  const stopListening = history.listen(({ location, delta }) => {
    if (undoingPop !== null) {
      undoingPop();
      undoingPop = null;
      return;
    }
    // A back or forward move has already happened when the browser reports it: a blocked one is undone
    // at once, and made again if the user goes on (as the data router does).
    if (delta !== null && delta !== 0) {
      const undone = new Promise<void>((resolve) => (undoingPop = resolve));
      const isBlocked = block(location, NavigationType.Pop, () => void undone.then(() => history.go(delta)));
      if (isBlocked) {
        history.go(-delta);
        return;
      }
      undoingPop = null;
    }
    show(location, NavigationType.Pop);
  });

  const move = (to: To, options: NavigateOptions = {}) => {
    const historyAction = options.replace ? NavigationType.Replace : NavigationType.Push;
    const go = () => {
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      show(history.location, historyAction);
    };
    const nextLocation: Location = {
      ...state.location,
      search: '',
      hash: '',
      ...(typeof to === 'string' ? resolvePath(to, state.location.pathname) : to),
      state: options.state ?? null,
      key: 'next',
    };
    if (!block(nextLocation, historyAction, go)) go();
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, pushState) => move(to, { state: pushState }),
    replace: (to, replaceState) => move(to, { replace: true, state: replaceState }),
  };

  return {
    get state() {
      return state;
    },
    get blocker() {
      return blocker;
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else move(typeof to === 'string' ? createPath(resolvePath(to, state.location.pathname)) : to, options);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (blocker.state === 'unblocked') return;
        blocker = unblocked;
        notify();
      };
    },
    navigator,
    dispose: stopListening,
  };
}

/** The router of the page: the browser's address and history. */
export function createBrowserAppRouter(): AppRouter {
  return createAppRouter(createBrowserHistory());
}

/** A router over a list of entries in memory (tests, the build's prerender). */
export function createMemoryAppRouter(initialEntries: (string | Partial<Location>)[] = ['/']): AppRouter {
  return createAppRouter(createMemoryHistory({ initialEntries }));
}
