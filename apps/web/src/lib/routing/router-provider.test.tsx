import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAppRouter } from './app-router';
import { RouterProvider } from './router-provider';
import { useBlocker, useMatches, useNavigate, useRouteError } from './router-hooks';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('the screen broke');
}

function ErrorPage() {
  return <p>Error page: {(useRouteError() as Error).message}</p>;
}

function Handles() {
  const matches = useMatches();
  return <p>Handles: {matches.map((match) => String(match.handle ?? '-')).join(' > ')}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Handles />
        <Outlet />
      </>
    ),
    handle: 'frame',
    children: [
      { path: 'one', element: <Link to="/two">To two</Link>, handle: 'one' },
      { path: 'two', element: <p>Page two</p>, handle: 'two' },
      { path: 'broken', element: <Broken /> },
    ],
  },
];

function renderAt(path: string, routeList = routes) {
  const router = createMemoryAppRouter([path]);
  const view = render(<RouterProvider router={router} routes={routeList} errorElement={<ErrorPage />} />);
  return { router, ...view };
}

describe('RouterProvider (router-provider.tsx)', () => {
  it('renders the matching route and gives each match its handle', () => {
    renderAt('/one');
    expect(screen.getByText('Handles: frame > one')).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'To two' }).click());
    expect(screen.getByText('Page two')).toBeInTheDocument();
    expect(screen.getByText('Handles: frame > two')).toBeInTheDocument();
  });

  it('shows the error element with the error when a route throws, and the routes again after a navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/broken');
    expect(screen.getByText('Error page: the screen broke')).toBeInTheDocument();
    expect(logged.mock.calls.some((args) => args.some((arg) => arg instanceof Error))).toBe(true);
    await act(() => router.navigate('/two'));
    expect(screen.getByText('Page two')).toBeInTheDocument();
    expect(screen.queryByText(/Error page/)).not.toBeInTheDocument();
  });

  it('gives a component one navigate function across navigations', async () => {
    const identities = new Set<unknown>();
    function Watcher() {
      const navigate = useNavigate();
      identities.add(navigate);
      return <button onClick={() => void navigate('/two')}>Go</button>;
    }
    const { router } = renderAt('/one', [{ path: '/', element: <Watcher />, children: [{ path: '*' }] }]);
    await act(() => router.navigate('/three'));
    await act(() => router.navigate('/four'));
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(router.state.location.pathname).toBe('/two');
    expect(identities.size).toBe(1);
  });

  it("re-renders a blocker's component when a navigation is held, and lets it go on", async () => {
    function Form() {
      const [isHeld] = useState(true);
      const blocker = useBlocker(holdAll);
      useEffect(() => {
        if (blocker.state === 'blocked' && isHeld) blocker.proceed();
      }, [blocker, isHeld]);
      return <p>Blocker: {blocker.state}</p>;
    }
    const states: string[] = [];
    const holdAll = () => {
      states.push('asked');
      return true;
    };
    const { router } = renderAt('/form', [
      { path: '/form', element: <Form /> },
      { path: '/two', element: <p>Page two</p> },
    ]);
    expect(screen.getByText('Blocker: unblocked')).toBeInTheDocument();
    await act(() => router.navigate('/two'));
    expect(states).toEqual(['asked']);
    expect(screen.getByText('Page two')).toBeInTheDocument();
  });

  it('takes its blocker away when the component unmounts', async () => {
    function Form() {
      useBlocker(() => true);
      return <p>Form</p>;
    }
    const { router, unmount } = renderAt('/form', [{ path: '/form', element: <Form /> }]);
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/form');
    unmount();
    await router.navigate('/elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
