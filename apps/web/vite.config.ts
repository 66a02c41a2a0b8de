import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { CONTRACT_SOURCES, contractChunk, contractScriptFirst } from './build/contract-first.js';
import { pureDefinitions } from './build/pure-definitions.js';
import { defineConfig } from 'vitest/config';
// The contract's source by path: Vite loads this config with Node, where `@portal/contract` would be
// its dist, which is not built yet when the web tests start.
import { brandingValues, formatMessage } from '../../packages/contract/src/branding.js';
import { shellMessages } from '../../packages/contract/src/messages/shell.js';

// The "source" export condition compiles @portal/contract from its TypeScript source, so the web
// app never needs the contract's dist (team brief "Import the contract").
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

/**
 * Preact 11 through preact/compat in place of React and react-dom (issue 15: /login's scripts within
 * 100 KiB gzip; decisions §55). Every import of React, the app's and its libraries' (React Router,
 * TanStack Query, React Hook Form, Testing Library), resolves here; regexes so `react` matches that
 * name only, not `react-router`. The types stay @types/react's, as Preact's docs describe for compat.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * React Router's production build for `vite build`. Its package exports only dist/development, for every
 * condition (the maintainers' stopgap, remix-run/react-router#12437 and #14102), which keeps its dev
 * warnings and their checks, run on every render, in the portal's bundle. The tests keep those warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * Libraries that import React: Vite and Vitest load them from Node as they are (externalized), where
 * the aliases above would not reach them, so the prerender (ssr) and the web tests transform them too.
 */
const reactLibraries = [
  'react-router',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  '@testing-library/react',
];

/**
 * `manualChunks` for one build. Libraries change less often than the app, so they get their own
 * long-cached chunks; the contract modules the entry needs get one its page runs first
 * (build/contract-first.ts), which keeps what it finds for the rest of the build.
 */
function chunksOfBuild() {
  const contractModuleChunk = contractChunk();
  return (id: string, meta: object) => {
    if (/node_modules\/(preact|react-router)\//.test(id)) return 'react';
    if (id.includes('node_modules/@tanstack/')) return 'query';
    if (id.includes('node_modules/zod/')) return 'zod';
    // Shared by every screen with a form (sign-in first), so one chunk rather than a copy per screen.
    if (/node_modules\/(react-hook-form|@hookform)\//.test(id)) return 'forms';
    return contractModuleChunk(id, meta);
  };
}

const app = shellMessages.installedApp;
const branding = brandingValues();

/** The brand colour (--colour-brand in styles/global.css, theme-color in index.html). */
const THEME_COLOUR = '#00546e';

/**
 * The prerender (scripts/prerender.mjs) once the client build is on disk, before vite-plugin-pwa lists
 * the precache (its closeBundle, after every writeBundle), so the prerendered pages are in the worker's
 * precache with the revisions of what was written. A child process: the prerender fills Node's globals
 * with jsdom's and starts its own Vite, neither of which belongs in this build.
 */
const prerenderPublicRoutes: Plugin = {
  name: 'portal:prerender-public-routes',
  apply: 'build',
  writeBundle: {
    sequential: true,
    async handler() {
      const script = join(import.meta.dirname, 'scripts/prerender.mjs');
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [script], { stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`scripts/prerender.mjs exited with ${code}`)),
        );
      });
    },
  },
};

/**
 * vite-plugin-pwa (issue 15): the worker is ours (src/sw.ts) and the plugin builds it into /sw.js with
 * the build's precache list injected (injectManifest): the app shell, every screen's chunk and style, the
 * icons and the prerendered public pages, which the worker answers their routes with (decisions §44).
 * `registerType: 'prompt'` leaves a new version waiting until the user's update (spec part 1 §4);
 * lib/service-worker.ts registers it through workbox-window at the times of §9, so the plugin injects
 * no registration script.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: formatMessage(app.name, branding),
    short_name: formatMessage(app.shortName, branding),
    description: app.description,
    lang: 'en-AU',
    start_url: '/login',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    // PNGs from public/icon.svg (scripts/render-icons.mjs); the maskable one has no rounded corners.
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell, every chunk and the prerendered pages; the icons come in through the manifest option.
    globPatterns: ['**/*.{js,css,html}'],
    // A classic script with Workbox inlined: workbox-window registers it without `type: 'module'`.
    rollupFormat: 'iife',
  },
  integration: {
    // Workbox's production runtime whatever NODE_ENV says (the development one logs to the console).
    configureCustomSWViteBuild(config) {
      config.define = { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') };
    },
    // The web manifest is not precached: the server fills in the configured provider's name
    // (apps/server/src/plugins/web-manifest.ts), so the worker must never answer it from an old copy.
    beforeBuildServiceWorker(options) {
      const entries = options.injectManifest.additionalManifestEntries ?? [];
      options.injectManifest.additionalManifestEntries = entries.filter(
        (entry) => (typeof entry === 'string' ? entry : entry.url) !== options.manifestFilename,
      );
    },
  },
};

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // JSX by Vite's own transform, to the automatic runtime that the aliases above send to Preact. Not
  // @vitejs/plugin-react: its Fast Refresh is React's and breaks `vite` (dev) under preact/compat.
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  plugins: [
    // The contract's definitions may be dropped where unused (build/pure-definitions.ts).
    pureDefinitions(CONTRACT_SOURCES),
    // Brotli (quality 11) and gzip (level 9) copies beside each text file, made once at build time
    // (none where it would not be smaller); the server sends the one the browser accepts
    // (apps/server/src/plugins/web-app.ts, docs/decisions.md). Not the web manifest nor index.html: the
    // server sends its own copies, with the configured provider's name (plugins/web-manifest.ts) and its
    // getinformation answer (plugins/web-pages.ts), compressed once at start.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      exclude: /(?:^|\/)index\.html$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // The contract's schemas run before the app, in their own task; `vite build` only.
    contractScriptFirst,
    // The public pages' first render, before the worker's precache is listed; `vite build` only.
    prerenderPublicRoutes,
    // The service worker and the web manifest (pwaOptions above); `vite build` only, never in dev.
    VitePWA(pwaOptions),
  ],
  resolve: {
    conditions: clientConditions,
    alias: command === 'build' ? [...preactAliases, reactRouterProduction] : preactAliases,
  },
  ssr: {
    resolve: { conditions: serverConditions, externalConditions: ['source'] },
    noExternal: reactLibraries,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ let the server cache them for a long time.
    assetsDir: 'assets',
    sourcemap: true,
    rollupOptions: {
      output: {
        manualChunks: chunksOfBuild(),
      },
    },
  },
  server: {
    // `npm run dev -w apps/web` talks to a server started separately on the default port.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: reactLibraries } },
    // Testing Library's `main` is CommonJS, whose require('react') Vite cannot alias: its ES module
    // build (its package's `module` field) instead.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
}));
