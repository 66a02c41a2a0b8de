import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, transportsFor, usesOutbox } from './channel-router.js';
import type { Notifier } from './notifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export interface NotifierPluginOptions {
  /** A notifier made by the caller (tests); replaces the configured transports. */
  notifier?: Notifier;
  /**
   * The routes that list the outbox, registered while the outbox is one of the transports; given by
   * the app (modules/dev-outbox), as the notifier knows no module (issue 31 "Layers one way").
   */
  outbox?: { path: string; routes: FastifyPluginAsync };
}

/**
 * Decorates `app.notifier` with the configured transports (config.ts, channel-router.ts) and, while
 * the outbox is one of them, serves it with `outbox.routes` (GET /api/dev/outbox, issue 3 "Notifier"). Without the
 * outbox that path is not registered, so it answers the ordinary 404.
 */
export const notifierPlugin = fp<NotifierPluginOptions>(
  async (app, options) => {
    if (options.notifier) {
      app.decorate('notifier', options.notifier);
    } else {
      const notifier = createNotifier(app.config, { db: app.database.db, log: app.log, clock: app.now });
      app.decorate('notifier', notifier);
      app.addHook('onClose', async () => notifier.close());
    }
    const transports = transportsFor(app.config);
    if (usesOutbox(app.config)) {
      app.log.info(
        { transports },
        `notifier: outbox messages are logged and listed at ${options.outbox?.path}`,
      );
      if (options.outbox) await app.register(options.outbox.routes);
    } else {
      app.log.info({ transports }, 'notifier: SMTP and SMS gateway');
    }
  },
  { name: 'notifier', fastify: '5.x', dependencies: ['db'] },
);
