import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { routeObjects } from './app/route-objects';
import { preloadScreenAt } from './app/screen-preload';

/**
 * Build time only (scripts/prerender.mjs, issue 15 "prerendered HTML for the public routes"): renders
 * the app at `path` into `container` in a DOM without a network, the way the browser's first render
 * shows it before any answer has arrived, and answers the markup. The browser then paints it before
 * any script has run; main.tsx's render replaces it with the live screen.
 */
export async function prerender(path: string, container: HTMLElement): Promise<string> {
  await preloadScreenAt(path);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  // Effects that set state (titles, focus targets) settle within a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const markup = container.innerHTML;
  root.unmount();
  return markup;
}
