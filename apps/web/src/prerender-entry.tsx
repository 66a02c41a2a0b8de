import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { APP_VERSION, type Branding } from '@portal/contract';
import { informationQuery } from './api/get-information';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouteObjects } from './app/route-objects';
import { preloadScreenAt } from './app/screen-preload';

export { brandingStandIns, defaultBranding, fillBrandingStandIns } from '@portal/contract';

/**
 * Build time only (scripts/prerender.mjs, issue 15 "prerendered HTML for the public routes"): the
 * markup of the app's first render at `path`, as React's server renderer writes it, so that main.tsx
 * hydrates it (hydrateRoot) in the browser instead of rendering afresh. The first render has no
 * network: every call is still loading, except getinformation, whose answer the server sends in the
 * page (main.tsx), here with `branding`: the stand-ins the server fills in. Stores read on the client
 * give their server snapshot (signed out) in both renders, so the two agree.
 */
export async function prerender(path: string, branding: Branding): Promise<string> {
  await preloadScreenAt(path);
  const queryClient = createQueryClient();
  queryClient.setQueryData(informationQuery.queryKey, {
    Version: APP_VERSION,
    ProviderName: branding.providerName,
    ProviderPhone: branding.providerPhone,
    BuildTime: '',
    Commit: '',
  });
  const handler = createStaticHandler(createRouteObjects());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The prerender of ${path} was redirected.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  return markup;
}
