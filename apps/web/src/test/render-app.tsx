import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { defaultBranding, type Claim } from '@portal/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRouteObjects } from '../app/route-objects';
import { preloadScreens } from '../app/screen-preload';
import { preloadHeaderWithClaim } from '../app/layout/site-header';
import { registeredScreenKeys } from '../app/screen-registry';
import { claimsQuery } from '../api/get-claims';
import { unreadMessageCountQuery } from '../api/get-unread-message-count';
import { taskCountQuery } from '../api/get-task-count';
import { tasksListQuery } from '../features/tasks/api/get-tasks';
import type { Task } from '@portal/contract';
import { informationQuery } from '../api/get-information';
import { sessionStore } from '../lib/session-store';
import { accountKeyPrefix } from '../api/get-account';

// Screens load with their routes (app/screen-registry.ts). As main.tsx loads the first screen (and the
// claim's header) before rendering, the tests load every screen once here, so a render shows it at once.
await Promise.all([preloadScreens(registeredScreenKeys), preloadHeaderWithClaim()]);

export const claimA: Claim = { Number: '12/34567', Date: '14/03/2025', Location: 'Princes Hwy, Geelong' };
export const claimB: Claim = { Number: '12/34568', Date: '02/08/2023', Location: '' };

interface RenderAppOptions {
  state?: unknown;
  signedIn?: boolean;
  /** The claims list; `'pending'` leaves it to a getclaims call (which a test may hold). */
  claims?: Claim[] | 'pending';
  selectedClaim?: (Claim & { ClaimCount?: number }) | null;
  unreadCount?: number;
  /** Things to do on the selected claim (issue 32): the list, and the count unless given. */
  tasks?: Task[] | 'pending';
  taskCount?: number;
}

/**
 * Renders the whole app (frame, guards, screens) at `path` with a memory router. Server answers the
 * layout needs are seeded into the query cache, so no request leaves the test.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const token = 'test-token';
  if (options.signedIn) {
    sessionStore.signIn({ AccessToken: token, isOneTimePassword: false }, { rememberMe: false });
    const selected = options.selectedClaim === undefined ? claimA : options.selectedClaim;
    if (selected) sessionStore.selectClaim(selected);
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(informationQuery.queryKey, {
    Version: '1.5.32',
    ProviderName: defaultBranding.providerName,
    ProviderPhone: defaultBranding.providerPhone,
    BuildTime: '2025-01-01T00:00:00Z',
    Commit: 'test',
  });
  if (options.claims !== 'pending') {
    queryClient.setQueryData(claimsQuery(token).queryKey, options.claims ?? [claimA]);
  }
  const selectedNumber = sessionStore.getSnapshot().claim?.Number ?? '';
  queryClient.setQueryData(unreadMessageCountQuery(token, selectedNumber).queryKey, options.unreadCount ?? 0);
  if (options.tasks !== 'pending') {
    const tasks = options.tasks ?? [];
    queryClient.setQueryData(tasksListQuery(token, selectedNumber).queryKey, {
      Items: tasks,
      Total: tasks.length,
    });
    queryClient.setQueryData(
      taskCountQuery(token, selectedNumber).queryKey,
      options.taskCount ?? tasks.length,
    );
  }
  queryClient.setQueryDefaults(accountKeyPrefix, { enabled: false });

  const router = createMemoryRouter(createRouteObjects(), {
    initialEntries: [
      {
        pathname: path.split('?')[0] ?? path,
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
