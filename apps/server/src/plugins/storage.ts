import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Makes the file store available to modules (uploads, attachments, file content). */
export const storagePlugin = fp<{ storage: FileStorage }>(
  async (app, options) => {
    app.decorate('storage', options.storage);
  },
  { name: 'storage', fastify: '5.x' },
);
