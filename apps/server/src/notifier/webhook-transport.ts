import { decodeWebhookSecret } from '../config/webhook-secret.js';
import { webhookHeaders } from './webhook-signature.js';

/**
 * Events to the provider's own systems (issue 29): POST the event's JSON to PROVIDER_WEBHOOK_URL,
 * signed per the Standard Webhooks specification (webhook-signature.ts). Only a 2xx answer delivers
 * it; anything else, a redirect included, is a failed attempt the delivery worker retries with the same
 * `webhook-id`, a fresh `webhook-timestamp` and a fresh signature.
 */
export class ProviderWebhookTransport {
  private readonly key: Buffer;

  constructor(
    private readonly url: string,
    secret: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Real time, never the app's test clock: the receiver compares the timestamp with its own. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    const key = decodeWebhookSecret(secret);
    // config.ts has already refused a bad secret; this guards a transport made elsewhere.
    if (key === null) throw new Error('PROVIDER_WEBHOOK_SECRET is not a whsec_ secret');
    this.key = key;
  }

  async send(id: string, body: string): Promise<void> {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webhookHeaders(this.key, id, this.clock(), body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is drained either way so the connection can be reused.
    const text = await response.text().catch(() => '');
    if (response.status < 200 || response.status > 299) {
      throw new Error(`webhook answered HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
  }
}
