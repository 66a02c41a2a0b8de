import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Branding, brandingValues, formatMessage, messages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

/** vite-plugin-pwa's file name (apps/web/vite.config.ts), which index.html links to. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The build's web manifest with the installed app's name and short name for the configured provider
 * (PROVIDER_NAME): the build writes the contract's default branding, and a portal run for another
 * provider must not install as "TAC Claimant Portal". Everything else is the build's.
 */
export function brandedManifest(built: string, branding: Branding): string {
  const manifest = JSON.parse(built) as Record<string, unknown>;
  const values = brandingValues(branding);
  const { installedApp } = messages.shell;
  return JSON.stringify({
    ...manifest,
    name: formatMessage(installedApp.name, values),
    short_name: formatMessage(installedApp.shortName, values),
  });
}

/**
 * Serves the manifest made once at start from the build's file, `no-cache` like every other file
 * outside assets/ (a changed PROVIDER_NAME is seen at the next load). The service worker does not
 * precache it (apps/web/vite.config.ts), so it never answers from an older copy. Without the build's
 * file the path is left to the web app's fallback.
 */
export function registerWebManifest(app: FastifyInstance, distDir: string, branding: Branding): void {
  const file = join(distDir, MANIFEST_PATH.slice(1));
  if (!existsSync(file)) return;
  const body = brandedManifest(readFileSync(file, 'utf8'), branding);
  app.get(MANIFEST_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  );
}
