import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES } from '@portal/contract';
import fp from 'fastify-plugin';

/** Upload calls are multipart (spec part 1 §7); one file per part, at most the spec's 10 MB. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: FILE_MAX_BYTES, files: 10, fields: 50, fieldSize: 64 * 1024, parts: 60 },
    });
  },
  { name: 'multipart', fastify: '5.x' },
);
