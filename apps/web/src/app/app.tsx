import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';
import { router } from './router';

/** `queryClient`: main.tsx's, with what the page brought already in it. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes router={router} />
    </AppProviders>
  );
}
