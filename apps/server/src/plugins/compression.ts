import fastifyCompress from '@fastify/compress';
import { endpoints, providerEndpointList } from '@portal/contract';
import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers smaller than this go as they are (issue 10, raised in issue 15). An answer of up to about
 * 14 KiB with its headers arrives in TCP's first flight (initial window of 10 segments, RFC 6928), so
 * compressing it saves bytes but no round trip, while it costs the server (and the client) CPU on every
 * call: a 10-item messages page is 3-6 KiB. Larger answers (a 100-item page, content pages) compress.
 */
export const COMPRESSION_THRESHOLD_BYTES = 8 * 1024;

/** What the API answers: JSON, and HTML for the content calls and the provider API's docs page. */
const compressibleTypes = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)(?:;|$)/;

const isApiRoute = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/provider/');

/**
 * File downloads are sent as they were stored: the files are mostly compressed already (PDF, JPEG, PNG,
 * HEIC, DOCX/XLSX are deflate or zip inside), so a second pass would spend the server's CPU on a
 * large answer for little. getfilecontent answers such a file as base64 inside JSON.
 */
const fileDownloads = new Set([
  `${endpoints.getFileContent.method} ${endpoints.getFileContent.path}`,
  ...providerEndpointList
    .filter((endpoint) => endpoint.binary)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
]);

const isFileDownload = (method: HTTPMethods | HTTPMethods[], url: string): boolean =>
  [method].flat().some((each) => fileDownloads.has(`${each.toUpperCase()} ${url}`));

/**
 * Compresses API answers above COMPRESSION_THRESHOLD_BYTES, brotli or gzip by the request's
 * Accept-Encoding, for the routes registered after it. The web app's files are compressed at build
 * time instead (plugins/web-app.ts). Request bodies are never decompressed: a compressed body is
 * refused like any other body that is not JSON, so BODY_LIMIT_BYTES keeps meaning what a client may
 * make the server read. Why BREACH does not reach these answers: ADR 0027.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Added before @fastify/compress's own onRoute hook (registered below), which reads `compress`.
    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url) || isFileDownload(route.method, route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: compressibleTypes,
    });
  },
  { name: 'compression', fastify: '5.x' },
);
