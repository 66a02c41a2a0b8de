import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type GetInformationResponse, brandingStandIns, pageInformationElementId } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const blockPattern = new RegExp(
  `<script type="application/json" id="${pageInformationElementId}">([^<]*)</script>`,
  'g',
);

/** The getinformation answer in a served page's data block (exactly one, in the head). */
export function informationIn(html: string): GetInformationResponse {
  const blocks = [...html.matchAll(blockPattern)];
  expect(blocks).toHaveLength(1);
  expect(html.indexOf(blocks[0]![0])).toBeLessThan(html.indexOf('</head>'));
  return JSON.parse(blocks[0]![1]!) as GetInformationResponse;
}

/** The fake build's index.html (test-app.ts) as served. */
export function isShell(html: string): boolean {
  return html.includes('<div id="root"></div>') && !html.includes('data-prerendered');
}

/** The fake build's prerendered /login (test-app.ts) as served: its stand-ins all filled in. */
export function isPrerenderedLogin(html: string): boolean {
  return (
    html.includes('<div id="root" data-prerendered="">') &&
    !html.includes(brandingStandIns.providerName) &&
    !html.includes(brandingStandIns.providerPhone)
  );
}

/** The page's HTML, decoded by the answer's Content-Encoding. */
export function decodedPage(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body;
}
