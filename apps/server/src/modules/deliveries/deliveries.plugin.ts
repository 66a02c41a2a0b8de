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

/**
 * An answer this soon after something was queued wakes the worker even when an earlier answer already
 * did: the request that queued it may have committed only since (its own answer follows within
 * milliseconds). Past it, the poll (DELIVERY_POLL_MS) is the safety net.
 */
const LATE_COMMIT_MS = 25;

/**
 * The delivery queue and worker (issue 29 "Notices that are never lost"). The worker starts when the
 * app is ready and stops before it closes, handing back what it had not finished. The answer sent after
 * something was queued wakes it: the handler's transaction has committed by then, so a code is in the
 * outbox (or on its way) a few milliseconds after the request, not at the next poll.
 */
export const deliveriesPlugin = fp<DeliveriesPluginOptions>(
  async (app, options) => {
    let lastEnqueuedAt = 0;
    // Messages queued on this server, and how many of them a wake has looked for.
    let enqueued = 0;
    let wokenFor = 0;
    const queue = createDeliveryQueue({
      clock: app.now,
      webhooksEnabled: app.config.providerWebhook !== null,
      onEnqueued: () => {
        enqueued += 1;
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
      // Only answers after something new was queued wake it: waking on every answer for seconds after
      // any message (as before) made a claim statement per call under load, a pool connection's worth
      // (ADR 0045).
      app.addHook('onResponse', async () => {
        if (enqueued === wokenFor && Date.now() - lastEnqueuedAt >= LATE_COMMIT_MS) return;
        wokenFor = enqueued;
        worker.wake();
      });
    }
    // Before the notifier's transports and the database close (onClose): attempts in flight finish
    // or are handed back.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'deliveries', fastify: '5.x', dependencies: ['db', 'notifier', 'metrics'] },
);
