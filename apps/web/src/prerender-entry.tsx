import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { APP_VERSION, type Branding } from '@portal/contract';
import { informationQuery } from './api/get-information';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { createMemoryAppRouter } from './lib/routing/app-router';
import { preloadScreenAt } from './app/screen-preload';

export { brandingStandIns, defaultBranding, fillBrandingStandIns } from '@portal/contract';

/**
 * Build time only (scripts/prerender.mjs, issue 15 "prerendered HTML for the public routes"): renders
 * the app at `path` into `container` in a DOM without a network, the way the browser's first render
 * shows it, and answers the markup. The browser then paints it before any script has run; main.tsx's
 * render replaces it with the live screen. As in the browser, getinformation's answer is already there
 * (the server sends it in the page, main.tsx), with `branding`: the stand-ins the server fills in.
 */
export async function prerender(path: string, container: HTMLElement, branding: Branding): Promise<string> {
  await preloadScreenAt(path);
  const queryClient = createQueryClient();
  queryClient.setQueryData(informationQuery.queryKey, {
    Version: APP_VERSION,
    ProviderName: branding.providerName,
    ProviderPhone: branding.providerPhone,
    BuildTime: '',
    Commit: '',
  });
  const router = createMemoryAppRouter([path]);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders queryClient={queryClient}>
        <AppRoutes router={router} />
      </AppProviders>,
    ),
  );
  // Effects that set state (titles, focus targets) settle within a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const markup = container.innerHTML;
  root.unmount();
  router.dispose();
  queryClient.clear();
  return markup;
}
