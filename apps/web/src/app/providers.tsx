import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isDroppedOnSignOut } from '../api/query-scope';
import { ApiError } from '../lib/api-error';
import { sessionStore } from '../lib/session-store';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Business errors (225), bad requests and expired sessions will not change on a retry.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && ['business', 'unprocessable'].includes(error.kind)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Drops every cached answer when the user signs out, so the next user never sees them. */
function ClearOnSignOut({ client }: { client: QueryClient }) {
  useEffect(() => {
    let wasSignedIn = sessionStore.getSnapshot().user !== null;
    return sessionStore.subscribe(() => {
      const isSignedIn = sessionStore.getSnapshot().user !== null;
      if (wasSignedIn && !isSignedIn) client.removeQueries({ predicate: isDroppedOnSignOut });
      wasSignedIn = isSignedIn;
    });
  }, [client]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ClearOnSignOut client={client} />
      {children}
    </QueryClientProvider>
  );
}
