import fastifyCompress from '@fastify/compress';
import { endpoints, providerEndpointList } from '@portal/contract';
import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: the saving would not pay for the work (issue 10). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
 * make the server read. Why BREACH does not reach these answers: docs/decisions.md "Compression".
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
