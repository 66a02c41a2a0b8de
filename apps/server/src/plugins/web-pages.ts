import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  type GetInformationResponse,
  fillBrandingStandIns,
  getInformationResponseSchema,
  pageInformationElementId,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

interface PageCopy {
  body: Buffer;
  etag: string;
}

/** One HTML page as the server sends it, in each encoding. */
export type WebPage = Record<Encoding, PageCopy>;

export interface WebPages {
  /** index.html: every client route, and the service worker's offline shell. */
  shell: WebPage;
  /** The build's prerendered public routes: `/login` -> its page (apps/web/scripts/prerender.mjs). */
  prerendered: Map<string, WebPage>;
}

/**
 * The data block with getinformation's answer that every page carries (the web's
 * seedInformationFromPage reads it before the first render). Not a script the browser runs, so the
 * Content-Security-Policy's script-src does not apply; every `<` is written as \u003c, so no value can
 * end the element or open a comment inside it.
 */
function informationBlock(information: GetInformationResponse): string {
  const json = JSON.stringify(getInformationResponseSchema.parse(information)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageInformationElementId}">${json}</script>`;
}

/** The built page with the configured branding in place of the stand-ins and the data block in its head. */
function servedPage(built: string, information: GetInformationResponse): string {
  if (!built.includes('</head>')) throw new Error('A built HTML page of the web app has no </head>.');
  const page = fillBrandingStandIns(built, {
    providerName: information.ProviderName,
    providerPhone: information.ProviderPhone,
  });
  return page.replace('</head>', () => `${informationBlock(information)}\n  </head>`);
}

function copyOf(body: Buffer): PageCopy {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Compressed once, at start, as the build compresses its files (brotli 11, gzip 9). */
async function webPageOf(html: string): Promise<WebPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity: copyOf(identity), br: copyOf(br), gzip: copyOf(gz) };
}

/**
 * The shell and the prerendered pages of the build in `distDir`, branded for this server and held in
 * memory: the build's copies hold stand-ins for the provider's name and phone (served-pages.ts in the
 * contract) and no information block, so they are never sent as they are.
 */
export async function loadWebPages(distDir: string, information: GetInformationResponse): Promise<WebPages> {
  const load = (file: string) =>
    webPageOf(servedPage(readFileSync(join(distDir, file), 'utf8'), information));
  const folder = join(distDir, 'prerendered');
  const names = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.slice(0, -'.html'.length))
    : [];
  const [shell, ...pages] = await Promise.all([
    load('index.html'),
    ...names.map((name) => load(`prerendered/${name}.html`)),
  ]);
  return { shell: shell!, prerendered: new Map(names.map((name, index) => [`/${name}`, pages[index]!])) };
}

/** Brotli, else gzip, else none, by the request's Accept-Encoding and its q-values. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((each) => each.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  return weightOf('gzip') > 0 ? 'gzip' : 'identity';
}

/**
 * Sends a page in the encoding the browser accepts, revalidated on every load like the build's other
 * files outside assets/ (a new release or a changed setting is picked up), with an ETag so that a
 * revalidation of an unchanged page is a 304.
 */
export function sendWebPage(request: FastifyRequest, reply: FastifyReply, page: WebPage): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const copy = page[encoding];
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', copy.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === copy.etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.code(200).type('text/html; charset=utf-8');
  // HEAD reaches the history fallback too, which Fastify's own HEAD routes do not cover.
  if (request.method === 'HEAD') return reply.header('content-length', copy.body.length).send();
  return reply.send(copy.body);
}
