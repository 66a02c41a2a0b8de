import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { GetInformationResponse } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { registerWebManifest } from './web-manifest.js';
import { type WebPages, loadWebPages, sendWebPage } from './web-pages.js';

export interface WebAppOptions {
  /** The Vite build output (index.html plus hashed files under assets/). */
  distDir: string;
  /**
   * getinformation's answer: every page carries it, and its provider's name and phone stand in the
   * prerendered pages (web-pages.ts) and name the installed app (web-manifest.ts).
   */
  information: GetInformationResponse;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Claimant Portal</title></head>
<body><main><h1>The web app is not built</h1>
<p>The server is running, but the web app has not been built yet. Run <code>npm run build</code>, then restart the server.</p>
</main></body></html>`;

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
 * The HTML pages are made once at start (web-pages.ts): the configured provider's name and phone in the
 * prerendered pages, getinformation's answer in every page, brotli and gzip copies in memory. They are
 * also what `/index.html` and `/prerendered/<name>.html` answer, the addresses the service worker
 * precaches them from. For every other file the build writes brotli (.br) and gzip (.gz) copies beside
 * it (vite.config.ts); a browser that accepts one gets it with its Content-Encoding, any other gets the
 * file itself. Every file answer says `Vary: Accept-Encoding`, so a shared cache never hands brotli to
 * a browser that did not ask.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    const assetsDir = join(options.distDir, 'assets') + sep;
    const pages: WebPages | undefined = existsSync(join(options.distDir, 'index.html'))
      ? await loadWebPages(options.distDir, options.information)
      : undefined;

    if (pages) {
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
      registerWebManifest(app, options.distDir, {
        providerName: options.information.ProviderName,
        providerPhone: options.information.ProviderPhone,
      });
      app.get('/index.html', async (request, reply) => sendWebPage(request, reply, pages.shell));
      for (const [path, page] of pages.prerendered) {
        app.get(`/prerendered${path}.html`, async (request, reply) => sendWebPage(request, reply, page));
      }
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
      if (!pages) {
        return reply
          .code(503)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      return sendWebPage(request, reply, pages.prerendered.get(pathOf(request.url)) ?? pages.shell);
    });
  },
  { name: 'web-app', fastify: '5.x' },
);
