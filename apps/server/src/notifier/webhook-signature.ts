import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, issue 29): the secret is `whsec_`
 * followed by base64 of 24-64 random bytes; a message is signed with HMAC-SHA256 over
 * `<webhook-id>.<webhook-timestamp>.<body>` and sent as `webhook-signature: v1,<base64>`.
 */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one delivery attempt; `timestamp` is the attempt's time (the receiver's replay window). */
export function webhookHeaders(key: Buffer, id: string, timestamp: Date, body: string): WebhookHeaders {
  const seconds = String(Math.floor(timestamp.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${signature}` };
}
