import { z } from 'zod';
import { type EnvOf, emptyToUndefined, optionalText } from './env-values.js';

/**
 * Where Prometheus reads the server's metrics (issue 33): a listener of its own, never the public port,
 * on loopback unless METRICS_HOST widens it. Off while METRICS_PORT is unset: several servers on one
 * machine (tests, the e2e lanes, the bench) would otherwise ask for the same port.
 */
export interface MetricsSettings {
  /** METRICS_PORT: 0 takes any free port (tests); null: no metrics listener. */
  port: number | null;
  /** METRICS_HOST: the address it listens on. */
  host: string;
}

export const metricsEnv = {
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a port number' })
      .transform(Number)
      .pipe(z.number().max(65_535, { error: 'must be at most 65535' }))
      .optional(),
  ),
  METRICS_HOST: optionalText.default('127.0.0.1'),
};

export function metricsSettingsOf(e: EnvOf<typeof metricsEnv>): MetricsSettings {
  return { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST };
}
