/*
 * A public page the build prerendered (apps/web/scripts/prerender.mjs) arrives with its markup in #root,
 * marked `data-prerendered`, and its forms `inert`: nothing can be typed into a form before React has
 * taken it over, so nothing a claimant types is lost or sent without the app.
 */

const PRERENDERED = 'data-prerendered';

/** Whether `container` holds the build's markup for React to hydrate. */
export function isPrerendered(container: Element): boolean {
  return container.hasAttribute(PRERENDERED);
}

/**
 * Once React has hydrated the screen: its forms take input. Hydration leaves attributes it does not
 * render as it found them, so the `inert` the build added is removed here. A page that was not
 * prerendered has nothing to release.
 */
export function releasePrerenderedForms(): void {
  const container = document.querySelector(`[${PRERENDERED}]`);
  if (!container) return;
  container.removeAttribute(PRERENDERED);
  for (const form of container.querySelectorAll('form[inert]')) form.removeAttribute('inert');
}
