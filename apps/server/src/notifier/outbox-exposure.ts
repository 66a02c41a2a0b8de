import { isIP } from 'node:net';
import type { Config } from '../config.js';
import { usesOutbox } from './channel-router.js';

/** HOST values that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (value === 'localhost' || value.endsWith('.localhost')) return true;
  if (value === '::1') return true;
  if (isIP(value) === 4) return value.startsWith('127.');
  // An IPv4-mapped IPv6 loopback (::ffff:127.0.0.1).
  if (value.startsWith('::ffff:')) return isLoopbackHost(value.slice('::ffff:'.length));
  return false;
}

/**
 * The outbox stores access codes readably and serves them at /api/dev/outbox: acceptable on a
 * developer's machine, not on a reachable server unless DEMO=1 says it is a demo (issue 3 "Notifier").
 * Returns the reason to refuse to start, or null.
 */
export function outboxExposureProblem(
  config: Pick<Config, 'host' | 'isDemo' | 'smtpUrl' | 'smsWebhookUrl'>,
): string | null {
  if (!usesOutbox(config) || config.isDemo || isLoopbackHost(config.host)) return null;
  return (
    `Refusing to listen on HOST=${config.host} with the outbox notifier: access codes would be readable by ` +
    'anyone at /api/dev/outbox. Configure SMTP_URL and SMS_WEBHOOK_URL (NOTIFIER=smtp), listen on ' +
    '127.0.0.1, or set DEMO=1 if this server is a demo.'
  );
}
