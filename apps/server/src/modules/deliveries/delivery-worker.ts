import type { FastifyBaseLogger } from 'fastify';
import type { DeliverySettings } from '../../config.js';
import type { DatabaseHandle } from '../../db/connect.js';
import { type Clock, toTimestamp } from '../../lib/clock.js';
import { randomToken } from '../../lib/ids.js';
import { DELIVERED_RETENTION_MS, leaseMs, retryDelayMs } from './delivery-policy.js';
import {
  type DeliveryRow,
  type Outcome,
  claimDueDeliveries,
  deleteDeliveredBefore,
  releaseClaim,
  settleDelivery,
} from './delivery-queue.repository.js';

/** Sends one queued message; rejects when it could not be delivered. */
export type DeliverFn = (row: DeliveryRow) => Promise<void>;

export interface DeliveryWorkerOptions {
  database: DatabaseHandle;
  deliver: DeliverFn;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: DeliverySettings;
  /** Attempts in flight at once on this server (a hanging mail server holds only its own). */
  maxInFlight?: number;
  /** How long stop() waits for attempts in flight before handing them back. */
  stopGraceMs?: number;
}

const DEFAULT_MAX_IN_FLIGHT = 8;
const DEFAULT_STOP_GRACE_MS = 5_000;
const RETENTION_SWEEP_MS = 60 * 60_000;
/** Error texts are kept short in the row (what the provider reads for a parked message). */
const ERROR_TEXT_MAX = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}

/** Rejects after `ms`: an attempt that never answers is a failed attempt (issue 29: a hanging mail server). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The delivery worker every server runs (issue 29): it claims due messages from the queue, sends each
 * through its transport, and records the outcome. A failure is retried with exponential backoff
 * (delivery-policy.ts); after DELIVERY_MAX_ATTEMPTS the message is parked for the provider, never
 * dropped. An access code past its expiry is marked expired instead of being sent late. A claim is a
 * lease: a server that dies mid-attempt leaves a lease that runs out, and any server sends the message
 * again with the same id (at least once; the receiver drops a repeat by id).
 *
 * It looks for due messages every DELIVERY_POLL_MS and whenever woken (the plugin wakes it once a
 * request that queued something has answered, after its commit). Passes run one at a time; attempts
 * run beside each other, up to maxInFlight.
 */
export class DeliveryWorker {
  private started = false;
  private stopping = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private retentionTimer: NodeJS.Timeout | undefined;
  /** The pass running now and any queued behind it: passes never overlap. */
  private chain: Promise<void> = Promise.resolve();
  private queuedPass: Promise<void> | null = null;
  private readonly inFlight = new Map<string, { token: string; done: Promise<void> }>();
  private readonly maxInFlight: number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.pollTimer = setInterval(() => this.wake(), this.options.settings.pollMs);
    this.pollTimer.unref();
    this.retentionTimer = setInterval(() => void this.sweepDelivered(), RETENTION_SWEEP_MS);
    this.retentionTimer.unref();
    this.wake();
  }

  /** Looks for due messages soon (coalesced with a pass already waiting to run). */
  wake(): void {
    if (!this.started || this.stopping) return;
    void this.requestPass();
  }

  /**
   * Delivers what is due now and waits for those attempts, up to `timeoutMs` (GET /api/dev/outbox
   * reads after it, and tests that read what was sent). Works whether or not the timer was started.
   */
  async flush(timeoutMs = 2_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.stopping) {
      await this.requestPass();
      if (this.inFlight.size === 0) return;
      const left = deadline - Date.now();
      if (left <= 0) return;
      await Promise.race([Promise.allSettled([...this.inFlight.values()].map((f) => f.done)), sleep(left)]);
    }
  }

  /** Stops claiming, lets attempts in flight finish for a grace period, and hands back the rest. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.pollTimer);
    clearInterval(this.retentionTimer);
    await this.chain;
    const pending = [...this.inFlight.values()].map((f) => f.done);
    if (pending.length > 0) {
      await Promise.race([
        Promise.allSettled(pending),
        sleep(this.options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS),
      ]);
    }
    for (const [id, { token }] of this.inFlight) {
      await releaseClaim(this.options.database.db, id, token).catch((error: unknown) => {
        this.options.log.warn({ err: error, deliveryId: id }, 'delivery: could not hand back a claim');
      });
    }
  }

  private requestPass(): Promise<void> {
    if (this.queuedPass) return this.queuedPass;
    const pass = this.chain.then(() => {
      this.queuedPass = null;
      return this.pass();
    });
    this.queuedPass = pass;
    this.chain = pass;
    return pass;
  }

  private async pass(): Promise<void> {
    if (this.stopping) return;
    const room = this.maxInFlight - this.inFlight.size;
    if (room <= 0) return;
    const { database, clock, settings } = this.options;
    const now = clock();
    const token = randomToken(12);
    let rows: DeliveryRow[];
    try {
      rows = await claimDueDeliveries(database.db, database.dialect, {
        now: toTimestamp(now),
        leaseUntil: toTimestamp(new Date(now.getTime() + leaseMs(settings.timeoutMs))),
        token,
        limit: room,
      });
    } catch (error) {
      // The database may be down or closing; the next poll tries again.
      this.options.log.warn({ err: error }, 'delivery: could not claim due messages');
      return;
    }
    for (const row of rows) {
      const done = this.attempt(row, token).finally(() => {
        this.inFlight.delete(row.id);
        // Room for another: more may be waiting (a backlog larger than maxInFlight).
        if (rows.length === room) this.wake();
      });
      this.inFlight.set(row.id, { token, done });
    }
  }

  /** One attempt at one claimed message; never rejects. */
  private async attempt(row: DeliveryRow, token: string): Promise<void> {
    const { clock, settings, log } = this.options;
    const secret = row.valid_until !== null;
    const context = { deliveryId: row.id, channel: row.channel, topic: row.topic, attempts: row.attempts };
    if (secret && Date.parse(row.valid_until ?? '') <= clock().getTime()) {
      log.warn(context, 'delivery: the access code expired before it could be delivered');
      await this.settle(row, token, {
        state: 'expired',
        at: toTimestamp(clock()),
        lastError: row.last_error ?? 'expired before it could be delivered',
        redactBody: true,
      });
      return;
    }
    let failure: unknown = null;
    try {
      await withTimeout(this.options.deliver(row), settings.timeoutMs);
    } catch (error) {
      failure = error ?? new Error('delivery failed');
    }
    const now = clock();
    const at = toTimestamp(now);
    if (failure === null) {
      log.info(context, 'delivery: delivered');
      await this.settle(row, token, { state: 'delivered', at, lastError: null, redactBody: secret });
      return;
    }
    const lastError = errorText(failure);
    const next = new Date(now.getTime() + retryDelayMs(row.attempts, settings.retryMs));
    if (row.attempts >= settings.maxAttempts) {
      log.error({ ...context, err: failure }, 'delivery: parked after the last attempt failed');
      await this.settle(row, token, { state: 'parked', at, lastError });
    } else if (secret && next.getTime() >= Date.parse(row.valid_until ?? '')) {
      log.warn({ ...context, err: failure }, 'delivery: failed, and the access code expires before a retry');
      await this.settle(row, token, { state: 'expired', at, lastError, redactBody: true });
    } else {
      log.warn({ ...context, err: failure, retryAt: toTimestamp(next) }, 'delivery: failed, will retry');
      await this.settle(row, token, { state: 'pending', at, lastError, nextAttemptAt: toTimestamp(next) });
    }
  }

  private async settle(row: DeliveryRow, token: string, outcome: Outcome): Promise<void> {
    try {
      const held = await settleDelivery(this.options.database.db, row.id, token, outcome);
      if (!held) {
        // The lease ran out and another server took the message: its outcome counts.
        this.options.log.warn({ deliveryId: row.id }, 'delivery: the claim had lapsed; outcome not recorded');
      }
    } catch (error) {
      // Not recorded: the lease runs out and the message is tried again (at least once).
      this.options.log.error({ err: error, deliveryId: row.id }, 'delivery: could not record the outcome');
    }
  }

  private async sweepDelivered(): Promise<void> {
    const before = toTimestamp(new Date(this.options.clock().getTime() - DELIVERED_RETENTION_MS));
    await deleteDeliveredBefore(this.options.database.db, before).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'delivery: could not remove old delivered messages');
    });
  }
}
