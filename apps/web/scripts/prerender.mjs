// Run by `vite build` once the bundle is written (vite.config.ts, prerenderPublicRoutes), before the
// service worker's precache is listed: prerendered HTML for the public routes (issue 15 "Speed").
// Each route's first render is made once at build time by React's server renderer
// (src/prerender-entry.tsx) with no network (every answer is still "loading", as in the browser's own
// first render, except getinformation's, which the served page brings) and written into a copy of
// dist/index.html as dist/prerendered/<name>.html. The provider's name and phone line are the server's
// settings, so the copy holds the contract's stand-ins for them (brandingStandIns); the server fills in
// its own once at start, compresses the result and sends it for the route
// (apps/server/src/plugins/web-pages.ts), so the browser paints the page before any script has run,
// and main.tsx hydrates it (issue 28).
// Forms in the copy are `inert` until then (lib/prerendered-page.ts): nothing can be typed into
// markup React has not taken over yet, so nothing a claimant types is lost or sent without the app.
// The app's modules read browser globals when they load, so they load in jsdom's.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const webRoot = join(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');

/** Public routes whose first render needs no answer from the server; name -> path. */
export const prerenderedRoutes = {
  login: '/login',
  register: '/register',
  forgotusername: '/forgotusername',
  forgotpassword: '/forgotpassword',
};

function installDom(url) {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const view = dom.window;
  for (const key of Object.getOwnPropertyNames(view)) {
    if (!(key in globalThis)) {
      try {
        globalThis[key] = view[key];
      } catch {
        // A read-only global of Node's own stays as it is.
      }
    }
  }
  for (const key of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location']) {
    Object.defineProperty(globalThis, key, { value: view[key], configurable: true, writable: true });
  }
  // No network at build time: every call stays pending, as before the first answer in the browser.
  globalThis.fetch = () => new Promise(() => undefined);
  globalThis.XMLHttpRequest = undefined;
  return view;
}

/**
 * useId's ids, renumbered by first appearance: two renders of the same markup compare equal whatever
 * the numbering.
 */
function sameIds(markup) {
  const ids = new Map();
  return markup.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
    return ids.get(id);
  });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill.');

const view = installDom('http://localhost/login');
const vite = await createServer({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
});
mkdirSync(join(dist, 'prerendered'), { recursive: true });
try {
  const entry = await vite.ssrLoadModule('/src/prerender-entry.tsx');
  const { brandingStandIns, defaultBranding, fillBrandingStandIns } = entry;
  for (const [name, path] of Object.entries(prerenderedRoutes)) {
    view.history.replaceState(null, '', path);
    const render = async (branding) =>
      (await entry.prerender(path, branding)).replaceAll('<form ', '<form inert="" ');
    const markup = await render(brandingStandIns);
    if (!markup.includes('<main')) throw new Error(`The prerender of ${path} rendered no <main>.`);
    if (sameIds(fillBrandingStandIns(markup, defaultBranding)) !== sameIds(await render(defaultBranding))) {
      throw new Error(
        `The prerender of ${path} with the branding stand-ins, filled with the default branding, is not ` +
          'its render with the default branding: a component writes the provider name or phone in a form ' +
          'the server cannot fill in (packages/contract/src/shared/served-pages.ts).',
      );
    }
    const page = html.replace('<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`);
    writeFileSync(join(dist, 'prerendered', `${name}.html`), page);
    console.log(`prerendered ${path} -> dist/prerendered/${name}.html (${page.length} bytes)`);
  }
} finally {
  await vite.close();
}
// Timers the app started in jsdom (query garbage collection) must not keep the build waiting.
process.exit(0);
