import { type EnvOf, integer } from './env-values.js';

/**
 * When a server refuses new calls with 503 and Retry-After instead of slowing every claimant down
 * (issue 33 "Load shedding", plugins/load-shedding.ts with @fastify/under-pressure). A limit of 0 turns
 * its check off.
 */
export interface LoadSheddingSettings {
  /** SHED_EVENT_LOOP_DELAY_MS: the event loop's mean delay over a sample. */
  maxEventLoopDelayMs: number;
  /** SHED_EVENT_LOOP_UTILIZATION_PERCENT: the share of time the loop was busy over a sample. */
  maxEventLoopUtilization: number;
  /** SHED_HEAP_USED_MB and SHED_RSS_MB: the process's memory. */
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /** SHED_RETRY_AFTER_SECONDS: what Retry-After tells the client. */
  retryAfterSeconds: number;
  /** SHED_SAMPLE_MS: how often the figures are taken. */
  sampleIntervalMs: number;
}

export const loadSheddingEnv = {
  // A second of mean delay means every call is already waiting a second before it starts.
  SHED_EVENT_LOOP_DELAY_MS: integer(0, 60_000, 1000),
  // Off by default: a saturated but prompt loop still answers, and the delay catches one that is not.
  SHED_EVENT_LOOP_UTILIZATION_PERCENT: integer(0, 100, 0),
  SHED_HEAP_USED_MB: integer(0, 1_000_000, 0),
  SHED_RSS_MB: integer(0, 1_000_000, 0),
  SHED_RETRY_AFTER_SECONDS: integer(1, 3600, 10),
  SHED_SAMPLE_MS: integer(10, 60_000, 1000),
};

const MB = 1024 * 1024;

export function loadSheddingOf(e: EnvOf<typeof loadSheddingEnv>): LoadSheddingSettings {
  return {
    maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: e.SHED_EVENT_LOOP_UTILIZATION_PERCENT / 100,
    maxHeapUsedBytes: e.SHED_HEAP_USED_MB * MB,
    maxRssBytes: e.SHED_RSS_MB * MB,
    retryAfterSeconds: e.SHED_RETRY_AFTER_SECONDS,
    sampleIntervalMs: e.SHED_SAMPLE_MS,
  };
}
