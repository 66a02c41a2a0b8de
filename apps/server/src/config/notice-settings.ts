import { z } from 'zod';
import {
  ConfigError,
  type EnvOf,
  emptyToUndefined,
  integer,
  optionalHttpUrl,
  optionalText,
} from './env-values.js';
import { decodeWebhookSecret } from './webhook-secret.js';

/** Where messages go when no real transport is configured for a channel (notifier/). */
export type NotifierSetting = 'outbox' | 'smtp';

export const DEFAULT_SMTP_FROM = 'Claimant Portal <no-reply@localhost>';

/** The delivery worker's timing (issue 29 "Notices that are never lost", modules/deliveries). */
export interface DeliverySettings {
  /** DELIVERY_POLL_MS: how often a server looks for due messages (it is also woken after a request). */
  pollMs: number;
  /** DELIVERY_TIMEOUT_SECONDS, in ms: one attempt (SMTP, SMS gateway, webhook) is given up after this. */
  timeoutMs: number;
  /** DELIVERY_RETRY_SECONDS, in ms: the first retry's delay; it doubles with each attempt up to an hour. */
  retryMs: number;
  /** DELIVERY_MAX_ATTEMPTS: a message that failed this many times is parked for the provider. */
  maxAttempts: number;
}

/** PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET (a Standard Webhooks `whsec_` secret). */
export interface ProviderWebhookSetting {
  url: string;
  secret: string;
}

/** The settings of notices to claimants and webhooks to the provider: how they are sent and retried. */
export interface NoticeSettings {
  /** NOTIFIER: `outbox` lets unconfigured channels land in the outbox (demo/dev); `smtp` requires real transports. */
  notifier: NotifierSetting;
  /** SMTP_URL (smtp:// or smtps://), null when e-mail is not sent by SMTP. */
  smtpUrl: string | null;
  smtpFrom: string;
  /** SMS_WEBHOOK_URL of the HTTP SMS gateway, null when text messages go to the outbox. */
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  /** Issue 29: retries and timing of the delivery worker. */
  delivery: DeliverySettings;
  /** Issue 29: where submissions and surveys are announced to the provider; null when not set. */
  providerWebhook: ProviderWebhookSetting | null;
}

export const noticeEnv = {
  NOTIFIER: z.preprocess(
    emptyToUndefined,
    z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  SMTP_FROM: optionalText.default(DEFAULT_SMTP_FROM),
  SMS_WEBHOOK_URL: optionalHttpUrl,
  SMS_WEBHOOK_TOKEN: optionalText,
  DELIVERY_POLL_MS: integer(50, 60_000, 1000),
  DELIVERY_TIMEOUT_SECONDS: integer(1, 300, 20),
  DELIVERY_RETRY_SECONDS: integer(1, 3600, 10),
  DELIVERY_MAX_ATTEMPTS: integer(1, 1000, 20),
  PROVIDER_WEBHOOK_URL: optionalHttpUrl,
  PROVIDER_WEBHOOK_SECRET: optionalText,
};

/** Of these, the values that may carry credentials, never repeated in an error message. */
export const NOTICE_SECRET_VARIABLES = [
  'SMTP_URL',
  'SMS_WEBHOOK_URL',
  'SMS_WEBHOOK_TOKEN',
  'PROVIDER_WEBHOOK_URL',
  'PROVIDER_WEBHOOK_SECRET',
] as const;

type NoticeEnv = EnvOf<typeof noticeEnv>;

export function noticeSettingsOf(e: NoticeEnv): NoticeSettings {
  return {
    ...transportsOf(e),
    delivery: {
      pollMs: e.DELIVERY_POLL_MS,
      timeoutMs: e.DELIVERY_TIMEOUT_SECONDS * 1000,
      retryMs: e.DELIVERY_RETRY_SECONDS * 1000,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
    },
    providerWebhook: providerWebhookOf(e),
  };
}

/**
 * The notifier's transports (issue 3 "Notifier"): e-mail goes by SMTP when SMTP_URL is set, SMS by
 * the gateway when SMS_WEBHOOK_URL is set; any other channel may only fall back to the outbox when
 * NOTIFIER=outbox, so a production server never silently keeps access codes in a table.
 */
function transportsOf(e: NoticeEnv) {
  const notifier: NotifierSetting = e.NOTIFIER ?? (e.SMTP_URL === undefined ? 'outbox' : 'smtp');
  if (notifier === 'smtp') {
    if (e.SMTP_URL === undefined) {
      throw new ConfigError(
        'Invalid configuration: NOTIFIER=smtp needs SMTP_URL (e.g. smtp://user:pass@mail.example.org:587), or set NOTIFIER=outbox',
      );
    }
    if (e.SMS_WEBHOOK_URL === undefined) {
      throw new ConfigError(
        'Invalid configuration: SMS_WEBHOOK_URL is not set, so text messages cannot be sent with NOTIFIER=smtp; set SMS_WEBHOOK_URL, or NOTIFIER=outbox to keep them in the outbox',
      );
    }
  }
  return {
    notifier,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL ?? null,
    smsWebhookToken: e.SMS_WEBHOOK_TOKEN ?? null,
  };
}

/**
 * Provider webhooks (issue 29) need both the address and a Standard Webhooks secret; one without the
 * other is a mistake, not "off".
 */
function providerWebhookOf(e: NoticeEnv): ProviderWebhookSetting | null {
  const url = e.PROVIDER_WEBHOOK_URL;
  const secret = e.PROVIDER_WEBHOOK_SECRET;
  if (url === undefined && secret === undefined) return null;
  if (url === undefined || secret === undefined) {
    throw new ConfigError(
      'Invalid configuration: PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET are set together or not at all',
    );
  }
  if (decodeWebhookSecret(secret) === null) {
    throw new ConfigError(
      'Invalid configuration: PROVIDER_WEBHOOK_SECRET must be whsec_ followed by base64 of 24-64 random bytes ' +
        `(e.g. node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))")`,
    );
  }
  return { url, secret };
}
