import type { Notifier, OutgoingMessage } from './notifier.js';

const SMS_TIMEOUT_MS = 15_000;

/**
 * Text messages through an HTTP SMS gateway (SMS_WEBHOOK_URL): POST JSON `{ to, body }`, with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set. Any answer other than 2xx is a failed send.
 */
export class SmsWebhookTransport implements Notifier {
  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms')
      throw new Error(`The SMS gateway cannot send a ${message.channel} message`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token !== null) headers.authorization = `Bearer ${this.token}`;
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.to, body: message.body }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // The body is drained either way so the connection can be reused.
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`SMS gateway answered HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
  }
}
