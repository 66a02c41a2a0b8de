// Run by `vite build` once the bundle is written (vite.config.ts, prerenderPublicRoutes), before the
// service worker's precache is listed: prerendered HTML for the public routes (issue 15 "Speed").
// Each route's first render is made once at build time in jsdom with no network (scripts cannot reach
// an API here, so every answer is still "loading", as in the browser's own first render, except
// getinformation's, which the served page brings: see prerender-entry.tsx) and written
// into a copy of dist/index.html as dist/prerendered/<name>.html. The provider's name and phone line are
// the server's settings, so the copy holds the contract's stand-ins for them (brandingStandIns); the
// server fills in its own once at start, compresses the result and sends it for the route
// (apps/server/src/plugins/web-pages.ts), so the browser paints the page before any script has
// arrived; the copy's scripts start once it has been painted (see startAfterPaint), and main.tsx's
// first render then replaces it with the live screen.
// Forms in the copy are `inert` until then: nothing can be typed into markup that is about to be
// replaced (a claimant never loses what they typed), and nothing can be submitted without the app.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * The page is painted from its markup, so its scripts need not compete with the first paint: the
 * copy names no script in its head. A small classic script (deferred, a few hundred bytes) adds the
 * app's module and its preloads once the page's first contentful paint has happened (its paint timing
 * entry), or after half a second in a tab that paints nothing (hidden). A frame callback alone is too
 * early where the browser holds the first paint back (Chromium's paint holding between pages of one
 * site): the scripts were then asked for before the page was painted, and Lighthouse counted them
 * toward it (decisions §63). Browsers without paint timing start on the first frame, as before. Only
 * in the prerendered copies: every other route paints nothing before its scripts have run. Answers the
 * page and the starter's file name and source.
 */
function startAfterPaint(page) {
  const scripts = [...page.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  // The contract's chunk, then the app's entry (build/contract-first.ts): each in its own task.
  if (scripts.length < 1) throw new Error('dist/index.html has no module script.');
  const starter = [
    '// Starts the app once the prerendered page has been painted (apps/web/scripts/prerender.mjs).',
    '(function () {',
    '  var started = false;',
    '  function add(tag, attributes) {',
    '    var element = document.createElement(tag);',
    '    for (var name in attributes) element.setAttribute(name, attributes[name]);',
    '    document.head.appendChild(element);',
    '    return element;',
    '  }',
    '  // The module scripts in their order, each once the one before it has run.',
    '  function run(sources) {',
    '    if (sources.length === 0) return;',
    "    var script = add('script', { type: 'module', crossorigin: '', src: sources[0] });",
    '    script.onload = script.onerror = function () { run(sources.slice(1)); };',
    '  }',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    // Every script after the first is fetched now, with the chunks, not once the one before has run.
    ...[...scripts.slice(1), ...preloads].map(
      ([, href]) =>
        `    add('link', { rel: 'modulepreload', crossorigin: '', href: ${JSON.stringify(href)} });`,
    ),
    `    run(${JSON.stringify(scripts.map(([, src]) => src))});`,
    '  }',
    '  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];',
    "  if (types.indexOf('paint') >= 0) {",
    '    new PerformanceObserver(function (list, observer) {',
    '      var entries = list.getEntries();',
    '      for (var i = 0; i < entries.length; i++) {',
    "        if (entries[i].name === 'first-contentful-paint') {",
    '          observer.disconnect();',
    '          setTimeout(start, 0);',
    '        }',
    '      }',
    "    }).observe({ type: 'paint', buffered: true });",
    '  } else {',
    '    requestAnimationFrame(function () { setTimeout(start, 0); });',
    '  }',
    '  setTimeout(start, 500);',
    '})();',
    '',
  ].join('\n');
  const name = `assets/start-after-paint-${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
  let result = page;
  for (const [tag] of [...scripts, ...preloads]) result = result.replace(tag, '');
  result = result.replace('</head>', `  <script defer src="/${name}"></script>\n  </head>`);
  return { page: result, starter: { name, source: starter } };
}

/**
 * useId's ids may be numbered differently in a second render of a route (React numbers them from one
 * counter for the whole process; Preact's, `P0-3`, from the root's): renumbered by first appearance, two
 * renders of the same markup compare equal whatever the numbering.
 */
function sameIds(markup) {
  const ids = new Map();
  return markup.replace(/_r_[0-9a-z]+_|\bP\d+-\d+\b/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_id${ids.size}_`);
    return ids.get(id);
  });
}

/** The file with the brotli and gzip copies the server sends to a browser that accepts them. */
function writeCompressed(file, text) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
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
      (await entry.prerender(path, view.document.getElementById('root'), branding)).replaceAll(
        '<form ',
        '<form inert="" ',
      );
    const markup = await render(brandingStandIns);
    if (!markup.includes('<main')) throw new Error(`The prerender of ${path} rendered no <main>.`);
    if (sameIds(fillBrandingStandIns(markup, defaultBranding)) !== sameIds(await render(defaultBranding))) {
      throw new Error(
        `The prerender of ${path} with the branding stand-ins, filled with the default branding, is not ` +
          'its render with the default branding: a component writes the provider name or phone in a form ' +
          'the server cannot fill in (packages/contract/src/served-pages.ts).',
      );
    }
    const { page, starter } = startAfterPaint(
      html.replace('<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`),
    );
    writeCompressed(join(dist, starter.name), starter.source);
    writeFileSync(join(dist, 'prerendered', `${name}.html`), page);
    console.log(`prerendered ${path} -> dist/prerendered/${name}.html (${page.length} bytes)`);
  }
} finally {
  await vite.close();
}
// Timers the app started in jsdom (query garbage collection) must not keep the build waiting.
process.exit(0);
