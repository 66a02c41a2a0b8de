import type { Config } from '../config.js';
import { activeTraceIds, isTracing } from '../lib/tracing.js';

/**
 * Secrets never reach the logs, wherever a body or form is logged (issue 2 §3). Paths cover the
 * value at the top level and one or two levels down (err.body, req.body, details...).
 */
const SECRET_FIELDS = [
  'AccessToken',
  'accessToken',
  'Password',
  'NewPassword',
  'OldPassword',
  'ReEnterPassword',
  'SecurityCode',
  'ResetPasswordToken',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // While tracing runs, a line logged inside a request carries its trace_id and span_id (issue 33).
    ...(isTracing() ? { mixin: activeTraceIds } : {}),
  };
}
