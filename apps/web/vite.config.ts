import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The contract's source by path: Vite loads this config with Node, where `@portal/contract` would be
// its dist, which is not built yet when the web tests start.
import { brandingValues, formatMessage } from '../../packages/contract/src/shared/branding.js';
import { shellMessages } from '../../packages/contract/src/shell/messages.js';

// The "source" export condition compiles @portal/contract from its TypeScript source, so the web
// app never needs the contract's dist (ADR 0008).
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

/**
 * Libraries that import React: the prerender (ssr) loads them through Vite so they and the app share one
 * copy of React (Node would load its own from node_modules otherwise).
 */
const reactLibraries = ['react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'];

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
 * icons and the prerendered public pages, which the worker answers their routes with (ADR 0028).
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

/** The shared form pieces grouped into one chunk (build.rolldownOptions below). */
const formKitModules = [
  /packages[\\/]contract[\\/]src[\\/]shared[\\/](branding|common-schemas|text|field-messages)\.ts$/,
  /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](form-field|password-field|submit-button)\.tsx$/,
];
const isFormKitModule = (id: string) => formKitModules.some((pattern) => pattern.test(id));

export default defineConfig(() => ({
  root: import.meta.dirname,
  plugins: [
    // JSX to React's automatic runtime, and Fast Refresh in `vite` (dev).
    react(),
    // Brotli (quality 11) and gzip (level 9) copies beside each text file, made once at build time
    // (none where it would not be smaller); the server sends the one the browser accepts
    // (apps/server/src/plugins/web-app.ts, ADR 0027). Not the web manifest nor index.html: the
    // server sends its own copies, with the configured provider's name (plugins/web-manifest.ts) and its
    // getinformation answer (plugins/web-pages.ts), compressed once at start.
    compression({
      include: /\.(js|mjs|css|html|svg|json)$/,
      exclude: /(?:^|\/)index\.html$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // The public pages' first render, before the worker's precache is listed; `vite build` only.
    prerenderPublicRoutes,
    // The service worker and the web manifest (pwaOptions above); `vite build` only, never in dev.
    VitePWA(pwaOptions),
  ],
  resolve: { conditions: clientConditions },
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
    // No modulepreload polyfill in the entry (0.3 KiB gzip on /login, issue 28): every browser the
    // build targets but Safari 16 follows <link rel="modulepreload">, and one that does not still
    // loads each module when it is imported, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules every form of the sign-in page and after shares, one chunk rather than
          // seven of a few hundred bytes each (issue 28: each small file costs its own gzip frame and
          // loses the others' context; /login's scripts were 0.2 KiB over the 160 KiB target).
          // A group takes its modules' dependencies along (React, Zod's core, the contract's errors
          // and limits): every page loads those already, and with them /login is 1.7 KiB smaller, the
          // claim home 2.1 and /account 2.0, /claims 1.1 larger. Giving React and Zod groups of their
          // own was worse on every route (ADR 0002).
          groups: [{ name: 'form-kit', test: isFormKitModule }],
        },
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
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
}));
