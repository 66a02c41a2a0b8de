import fp from 'fastify-plugin';
import { ProviderWebhookTransport } from '../../notifier/webhook-transport.js';
import { type DeliveryQueue, createDeliveryQueue } from './delivery-queue.js';
import { deliverThrough } from './delivery-transports.js';
import { DeliveryWorker } from './delivery-worker.js';
import { registerOutboxMetrics } from './outbox-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queue e-mails, text messages and provider events in a transaction (issue 29). */
    deliveries: DeliveryQueue;
    /** This server's delivery worker; `flush()` delivers what is due now (the dev outbox, tests). */
    deliveryWorker: DeliveryWorker;
  }
}

export interface DeliveriesPluginOptions {
  /** false: no worker runs in this app (the provider CLI: the servers deliver what it queues). */
  worker?: boolean;
}

/** A request that queued something within this long wakes the worker when it has answered. */
const WAKE_WINDOW_MS = 5_000;

/**
 * The delivery queue and worker (issue 29 "Notices that are never lost"). The worker starts when the
 * app is ready and stops before it closes, handing back what it had not finished. Every answer sent
 * shortly after something was queued wakes it: the handler's transaction has committed by then, so a
 * code is in the outbox (or on its way) a few milliseconds after the request, not at the next poll.
 */
export const deliveriesPlugin = fp<DeliveriesPluginOptions>(
  async (app, options) => {
    let lastEnqueuedAt = 0;
    const queue = createDeliveryQueue({
      clock: app.now,
      webhooksEnabled: app.config.providerWebhook !== null,
      onEnqueued: () => {
        lastEnqueuedAt = Date.now();
      },
    });
    const webhook =
      app.config.providerWebhook === null
        ? null
        : new ProviderWebhookTransport(
            app.config.providerWebhook.url,
            app.config.providerWebhook.secret,
            app.config.delivery.timeoutMs,
          );
    const worker = new DeliveryWorker({
      database: app.database,
      deliver: deliverThrough(app.notifier, webhook),
      clock: app.now,
      log: app.log.child({ component: 'delivery' }),
      settings: app.config.delivery,
    });
    app.decorate('deliveries', queue);
    app.decorate('deliveryWorker', worker);
    registerOutboxMetrics(app.metrics.registry, app.database.db, app.now);

    if (options.worker !== false) {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onResponse', async () => {
        if (Date.now() - lastEnqueuedAt < WAKE_WINDOW_MS) worker.wake();
      });
    }
    // Before the notifier's transports and the database close (onClose): attempts in flight finish
    // or are handed back.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'deliveries', fastify: '5.x', dependencies: ['db', 'notifier', 'metrics'] },
);
