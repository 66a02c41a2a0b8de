import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// The contract's source by path: Vite loads this config with Node, where `@portal/contract` would be
// its dist, which is not built yet when the web tests start.
import { brandingValues, formatMessage } from '../../packages/contract/src/branding.js';
import { shellMessages } from '../../packages/contract/src/messages/shell.js';

// The "source" export condition compiles @portal/contract from its TypeScript source, so the web
// app never needs the contract's dist (team brief "Import the contract").
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

const app = shellMessages.installedApp;
const branding = brandingValues();

/** The brand colour (--colour-brand in styles/global.css, theme-color in index.html). */
const THEME_COLOUR = '#00546e';

/**
 * Paths the server answers itself (API, provider interface, probes). A navigation to one must reach the
 * server, never get the cached app shell.
 */
const serverOnlyPaths = [
  /^\/api(?:[/?]|$)/,
  /^\/provider(?:[/?]|$)/,
  /^\/healthz(?:\?|$)/,
  /^\/readyz(?:\?|$)/,
];

/**
 * vite-plugin-pwa (issue 15): Workbox's generateSW writes /sw.js, which precaches the build (app shell,
 * every screen's chunk and style, icons, manifest) and answers every other navigation with the cached
 * index.html, so the portal opens offline. It caches nothing at run time: API answers are `no-store`
 * and personal, and never enter Cache Storage. `registerType: 'prompt'` leaves a new version waiting
 * until the user's update (spec part 1 §4); lib/service-worker.ts registers it through workbox-window
 * at the times of §9, so the plugin injects no registration script.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  // Workbox's production runtime whatever NODE_ENV says (the development one logs to the console).
  mode: 'production',
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
  workbox: {
    // The shell and every chunk; the icons and the manifest come in through the manifest option.
    globPatterns: ['**/*.{js,css,html}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: serverOnlyPaths,
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Brotli (quality 11) and gzip (level 9) copies beside each text file, made once at build time
    // (none where it would not be smaller); the server sends the one the browser accepts
    // (apps/server/src/plugins/web-app.ts, docs/decisions.md).
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // The service worker and the web manifest (pwaOptions above); `vite build` only, never in dev.
    VitePWA(pwaOptions),
  ],
  resolve: { conditions: clientConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ let the server cache them for a long time.
    assetsDir: 'assets',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app, so they get their own long-cached chunks.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/@tanstack/')) return 'query';
          if (id.includes('node_modules/zod/')) return 'zod';
          // Shared by every screen with a form (sign-in first), so one chunk rather than a copy per screen.
          if (/node_modules\/(react-hook-form|@hookform)\//.test(id)) return 'forms';
          return undefined;
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
