/**
 * A Standard Webhooks secret (https://www.standardwebhooks.com, issue 29) as a setting: `whsec_`
 * followed by base64 of 24-64 random bytes. Read here, where the configuration is parsed, so that a bad
 * secret stops the start; the notifier signs with the key (notifier/webhook-signature.ts).
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SECRET_MIN_BYTES = 24;
const SECRET_MAX_BYTES = 64;

/** The key bytes of a `whsec_...` secret, or null when it is not one. */
export function decodeWebhookSecret(secret: string): Buffer | null {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return null;
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const key = Buffer.from(encoded, 'base64');
  return key.length >= SECRET_MIN_BYTES && key.length <= SECRET_MAX_BYTES ? key : null;
}
