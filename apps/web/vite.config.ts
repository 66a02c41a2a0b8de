import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The "source" export condition compiles @portal/contract from its TypeScript source, so the web
// app never needs the contract's dist (team brief "Import the contract").
const clientConditions = ['source', ...defaultClientConditions];
const serverConditions = ['source', ...defaultServerConditions];

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
