import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Branding } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerWebManifest } from './web-manifest.js';

export interface WebAppOptions {
  /** The Vite build output (index.html plus hashed files under assets/). */
  distDir: string;
  /** The configured provider, whose name the installed app carries (web-manifest.ts). */
  branding: Branding;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Claimant Portal</title></head>
<body><main><h1>The web app is not built</h1>
<p>The server is running, but the web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p>
</main></body></html>`;

/**
 * The routes the build prerendered (apps/web/scripts/prerender.mjs writes prerendered/<name>.html for
 * the public route /<name>): path -> file under distDir. Read once at start.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const folder = join(distDir, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA: files under assets/ are content-hashed by Vite, so they are cached for a year;
 * everything else (index.html, manifest, service worker) is revalidated on every load so a new release
 * is picked up; the manifest is the build's with the configured provider's name (web-manifest.ts).
 * Unknown /api paths answer 404 JSON; any other unknown GET is a client-side route and gets index.html
 * (history fallback), or, for a public route the build prerendered (/login and the other signed-out
 * forms), that route's page with its first render already in it (issue 15).
 *
 * The build writes brotli (.br) and gzip (.gz) copies beside each text file (vite.config.ts); a browser
 * that accepts one gets it with its Content-Encoding, any other gets the file itself. Every file answer
 * says `Vary: Accept-Encoding`, so a shared cache never hands brotli to a browser that did not ask.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    const isBuilt = existsSync(join(options.distDir, 'index.html'));
    const assetsDir = join(options.distDir, 'assets') + sep;
    const prerendered = isBuilt ? prerenderedPages(options.distDir) : new Map<string, string>();

    if (isBuilt) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        redirect: false,
        cacheControl: false,
        preCompressed: true,
        // Folders are never listed or served; a path ending in "/" is a client route (history fallback).
        allowedPath: (pathname) => !pathname.endsWith('/'),
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          res.setHeader('vary', 'accept-encoding');
        },
      });
      registerWebManifest(app, options.distDir, options.branding);
    } else {
      app.log.warn(
        { distDir: options.distDir },
        'web app build not found; pages answer a "not built" notice',
      );
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(request.url) || !isPageRequest) {
        return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
      }
      if (!isBuilt) {
        return reply
          .code(503)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      const page = prerendered.get(pathOf(request.url)) ?? 'index.html';
      return reply.code(200).header('cache-control', REVALIDATE).sendFile(page);
    });
  },
  { name: 'web-app', fastify: '5.x' },
);
