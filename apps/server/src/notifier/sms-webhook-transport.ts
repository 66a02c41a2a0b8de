import type { Notifier, OutgoingMessage } from './notifier.js';

const SMS_TIMEOUT_MS = 15_000;

/**
 * Text messages through an HTTP SMS gateway (SMS_WEBHOOK_URL): POST JSON `{ to, body, id }`, with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set. Any answer other than 2xx is a failed send.
 * `id` (also sent as the `Idempotency-Key` header) is the same on every retry of one message, so the
 * gateway can drop a repeat (issue 29: delivered at least once, deduplicated by id).
 */
export class SmsWebhookTransport implements Notifier {
  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs: number = SMS_TIMEOUT_MS,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms')
      throw new Error(`The SMS gateway cannot send a ${message.channel} message`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token !== null) headers.authorization = `Bearer ${this.token}`;
    if (message.id !== undefined) headers['idempotency-key'] = message.id;
    const payload = {
      to: message.to,
      body: message.body,
      ...(message.id === undefined ? {} : { id: message.id }),
    };
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is drained either way so the connection can be reused, and never repeated in the error:
    // a gateway may echo the message, and the error is logged (issue 29 item 7: no codes in the log).
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
