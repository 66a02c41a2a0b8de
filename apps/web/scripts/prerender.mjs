// After `vite build`: prerendered HTML for the public routes (issue 15 "Speed": /login performance).
// Each route's first render is made once at build time in jsdom with no network (scripts cannot reach
// an API here, so every answer is still "loading", as in the browser's own first render) and written
// into a copy of dist/index.html as dist/prerendered/<name>.html, with brotli and gzip copies. The
// server sends that copy for the route (apps/server/src/plugins/web-app.ts), so the browser paints the
// page before any script has arrived; main.tsx's first render then replaces it with the live screen.
// Forms in the copy are `inert` until then: nothing can be typed into markup that is about to be
// replaced (a claimant never loses what they typed), and nothing can be submitted without the app.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 * The page is painted from its markup, so its scripts need not hold the first paint: they are fetched
 * at low priority (fetchpriority="low"), after the stylesheet, as the browser's scheduler then treats
 * them as not render-blocking. Only in the prerendered copies: every other route paints nothing
 * before its scripts have run.
 */
function scriptsAfterPaint(page) {
  return page
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
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
  const { prerender } = await vite.ssrLoadModule('/src/prerender-entry.tsx');
  for (const [name, path] of Object.entries(prerenderedRoutes)) {
    view.history.replaceState(null, '', path);
    const container = view.document.getElementById('root');
    const markup = (await prerender(path, container)).replaceAll('<form ', '<form inert="" ');
    if (!markup.includes('<main')) throw new Error(`The prerender of ${path} rendered no <main>.`);
    const page = scriptsAfterPaint(html).replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="">${markup}</div>`,
    );
    const file = join(dist, 'prerendered', `${name}.html`);
    writeFileSync(file, page);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    console.log(`prerendered ${path} -> dist/prerendered/${name}.html (${page.length} bytes)`);
  }
} finally {
  await vite.close();
}
// Timers the app started in jsdom (query garbage collection) must not keep the build waiting.
process.exit(0);
