import fp from 'fastify-plugin';
import { createFileStorage } from '../storage/create-file-storage.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { StorageSetting } from '../storage/storage-setting.js';
import { tracedStorage } from '../storage/traced-storage.js';
import { isTracing } from '../lib/tracing.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** STORAGE_URL as parsed by config.ts. */
  setting: StorageSetting;
  /** A store made by the caller (tests); the caller keeps ownership and closes it. */
  storage?: FileStorage;
}

/** Makes the file store available to modules (uploads, attachments, file content). */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, options) => {
    const store = options.storage ?? (await createFileStorage(options.setting));
    // While tracing runs, each call to the store is a span (issue 33).
    const storage = isTracing() ? tracedStorage(store, options.setting.kind) : store;
    app.decorate('storage', storage);
    if (options.storage === undefined) {
      app.addHook('onClose', async () => {
        storage.close?.();
      });
    }
  },
  { name: 'storage', fastify: '5.x' },
);
