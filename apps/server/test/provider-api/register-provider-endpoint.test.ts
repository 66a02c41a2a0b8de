import { Readable } from 'node:stream';
import { defineProviderEndpoint } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { Config } from '../../src/config.js';
// Zod's English issue texts, as app.ts loads them: this file builds its own app, and run alone it
// would otherwise read only "Invalid input".
import '../../src/lib/zod-english.js';
import { AppError } from '../../src/http/app-error.js';
import { errorsPlugin } from '../../src/plugins/errors.js';
import { attachmentDisposition } from '../../src/provider-api/content-disposition.js';
import { registerProviderEndpoint } from '../../src/provider-api/register-provider-endpoint.js';

const thingFile = defineProviderEndpoint({
  id: 'thingFile',
  method: 'GET',
  path: '/provider/v1/things/:thingId/file',
  summary: 'A file.',
  tag: 'Things',
  params: z.object({ thingId: z.string().check(z.regex(/^\d+$/)) }),
  response: z.unknown(),
  binary: true,
});

const putThing = defineProviderEndpoint({
  id: 'putThing',
  method: 'PUT',
  path: '/provider/v1/things/:thingId',
  summary: 'Put a thing.',
  tag: 'Things',
  params: z.object({ thingId: z.string() }),
  query: z.object({ Dry: z.optional(z.enum(['true', 'false'])) }),
  body: z.object({ Name: z.string().check(z.minLength(1)) }),
  response: z.object({ Id: z.string(), Name: z.string(), Dry: z.boolean(), Key: z.string() }),
  bodyLimitBytes: 64,
});

const failing = defineProviderEndpoint({
  id: 'failing',
  method: 'POST',
  path: '/provider/v1/failing/:how',
  summary: 'Fails.',
  tag: 'Things',
  params: z.object({ how: z.enum(['business', 'unexpected', 'contract']) }),
  response: z.object({ Ok: z.boolean() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate('config', {
    bodyLimitBytes: 1024,
    providerBodyLimitBytes: 4096,
    isProduction: false,
  } as Config);
  app.decorate('now', () => new Date('2026-03-01T00:00:00Z'));
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    scope.decorate('providerEndpointRegistry', new Set<string>());
    scope.addHook('onRequest', async (request) => {
      request.providerApiKey = { id: 'key-1', name: 'tests' };
    });
    registerProviderEndpoint(scope, thingFile, ({ params }) => ({
      bytes:
        params.thingId === '1' ? Buffer.from('%PDF-1.7 bytes') : Readable.from([Buffer.from('streamed')]),
      mimeType: 'application/pdf',
      filename: params.thingId === '1' ? 'Letter "final".pdf' : 'Résumé.pdf',
    }));
    registerProviderEndpoint(scope, putThing, ({ params, query, body, apiKey }) => ({
      Id: params.thingId,
      Name: body.Name,
      Dry: query.Dry === 'true',
      Key: apiKey.name,
      Extra: 'stripped',
    }));
    registerProviderEndpoint(scope, failing, ({ params }) => {
      if (params.how === 'business') throw new AppError('notFound');
      if (params.how === 'unexpected') throw new Error('database exploded at /secret/path');
      return { Ok: 'yes' } as unknown as { Ok: boolean };
    });
    expect(() => registerProviderEndpoint(scope, failing, () => ({ Ok: true }))).toThrow(/registered twice/);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('registerProviderEndpoint', () => {
  it('sends a file answer as an attachment with its type, from a buffer or a stream', async () => {
    const buffered = await app.inject({ method: 'GET', url: '/provider/v1/things/1/file' });
    expect(buffered.statusCode).toBe(200);
    expect(buffered.headers['content-type']).toBe('application/pdf');
    expect(buffered.headers['content-disposition']).toBe(
      `attachment; filename="Letter _final_.pdf"; filename*=UTF-8''Letter%20%22final%22.pdf`,
    );
    expect(buffered.headers['cache-control']).toBe('no-store');
    expect(buffered.body).toBe('%PDF-1.7 bytes');
    const streamed = await app.inject({ method: 'GET', url: '/provider/v1/things/22/file' });
    expect(streamed.body).toBe('streamed');
    expect(streamed.headers['content-disposition']).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9.pdf");
  });

  it('parses params, query and body and answers JSON through the response schema', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/provider/v1/things/t1?Dry=true',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Name: 'Thing', Unknown: 1 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Id: 't1', Name: 'Thing', Dry: true, Key: 'tests' });
  });

  it('answers a bad path parameter, query or body with 415 and a body over the call limit with 102', async () => {
    const badPath = await app.inject({ method: 'GET', url: '/provider/v1/things/abc/file' });
    expect(badPath.statusCode).toBe(415);
    expect(badPath.json()).toEqual([{ Number: 101, Message: expect.stringMatching(/^thingId: /) }]);
    const put = (url: string, payload: string) =>
      app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload });
    const badQuery = await put('/provider/v1/things/t1?Dry=maybe', '{"Name":"x"}');
    expect(badQuery.statusCode).toBe(415);
    expect(badQuery.json()).toEqual([{ Number: 101, Message: expect.stringMatching(/^Dry: /) }]);
    expect((await put('/provider/v1/things/t1', '{"Name":""}')).statusCode).toBe(415);
    expect((await put('/provider/v1/things/t1', '{"Name":')).statusCode).toBe(415);
    const tooLarge = await put('/provider/v1/things/t1', JSON.stringify({ Name: 'x'.repeat(100) }));
    expect(tooLarge.statusCode).toBe(415);
    expect(tooLarge.json()).toEqual([{ Number: 102, Message: expect.any(String) }]);
  });

  it('names every failing part of one call, query and body together, the whole body by its part', async () => {
    const put = (url: string, payload: string) =>
      app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload });
    const both = await put('/provider/v1/things/t1?Dry=maybe', '{"Name":""}');
    expect(both.statusCode).toBe(415);
    expect((both.json() as { Message: string }[]).map((item) => item.Message.split(':')[0])).toEqual([
      'Dry',
      'Name',
    ]);
    const notAnObject = await put('/provider/v1/things/t1', '[1,2]');
    expect(notAnObject.statusCode).toBe(415);
    expect(notAnObject.json()).toEqual([
      { Number: 101, Message: 'body: Invalid input: expected object, received array' },
    ]);
  });

  it('answers business errors with 225 and unexpected faults with 225 number 100, never 500', async () => {
    const business = await app.inject({ method: 'POST', url: '/provider/v1/failing/business' });
    expect(business.statusCode).toBe(225);
    expect(business.json()).toEqual([{ Number: 103, Message: expect.any(String) }]);
    for (const how of ['unexpected', 'contract']) {
      const response = await app.inject({ method: 'POST', url: `/provider/v1/failing/${how}` });
      expect(response.statusCode).toBe(225);
      const [item] = response.json() as { Number: number; Message: string }[];
      expect(item?.Number).toBe(100);
      expect(item?.Message).toMatch(/Reference: /);
      expect(response.body).not.toContain('/secret/path');
    }
  });
});

describe('attachmentDisposition', () => {
  it('keeps a plain name and replaces what cannot go in the quoted fallback', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(attachmentDisposition('a\r\nb\\c.txt')).toMatch(
      /^attachment; filename="a__b_c.txt"; filename\*=UTF-8''a%0D%0Ab%5Cc.txt$/,
    );
    expect(attachmentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''`);
  });
});
