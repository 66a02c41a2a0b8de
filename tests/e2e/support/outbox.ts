// Reads access codes and usernames the server "sent" from the dev outbox (issue 3: the embedded notifier
// stores every message and serves them newest first at GET /api/dev/outbox). Journeys take a mark of
// the outbox before the step that sends, then wait for a message newer than the mark, so an older code
// for the same person is never mistaken for the new one.

export interface OutboxMessage {
  To: string;
  Channel: string;
  Subject?: string | null;
  Body: string;
  SentAt: string;
}

/** How many messages the outbox held for some addresses at a moment. */
export interface OutboxMark {
  addresses: readonly string[];
  count: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mobile numbers may be stored as 0498765432, 0498 765 432 or +61498765432; e-mail in any case. */
function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  const digits = trimmed.replace(/[^\d]/g, '');
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(new URL('/api/dev/outbox', baseUrl));
  if (response.status !== 200) {
    throw new Error(`GET /api/dev/outbox answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as unknown;
  if (!Array.isArray(body)) throw new Error(`GET /api/dev/outbox answered ${JSON.stringify(body)}`);
  return body as OutboxMessage[];
}

/** Messages to any of the addresses, newest first. */
export async function messagesTo(baseUrl: string, addresses: readonly string[]): Promise<OutboxMessage[]> {
  const wanted = new Set(addresses.map(normalise));
  return (await readOutbox(baseUrl)).filter((message) => wanted.has(normalise(message.To)));
}

export async function markOutbox(baseUrl: string, addresses: readonly string[]): Promise<OutboxMark> {
  return { addresses, count: (await messagesTo(baseUrl, addresses)).length };
}

/** Messages to the mark's addresses that arrived after it, newest first. */
export async function messagesSince(baseUrl: string, mark: OutboxMark): Promise<OutboxMessage[]> {
  const messages = await messagesTo(baseUrl, mark.addresses);
  return messages.slice(0, Math.max(0, messages.length - mark.count));
}

/** Waits for the first message newer than the mark and answers the newest one. */
export async function waitForNewMessage(
  baseUrl: string,
  mark: OutboxMark,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(baseUrl, mark.addresses);
    if (messages.length > mark.count) {
      // A code goes to the mobile and the e-mail in one step: let the step finish, then take the newest.
      await sleep(300);
      const settled = await messagesTo(baseUrl, mark.addresses);
      if (settled[0]) return settled[0];
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No new outbox message to ${mark.addresses.join(' or ')} within ${timeoutMs} ms ` +
          `(it holds ${messages.length}, ${mark.count} before the step).`,
      );
    }
    await sleep(200);
  }
}

/**
 * The four-digit access code in a message body. Four-digit groups that belong to a longer number (the
 * provider's phone line "1300 654 329") or to a date ("14/03/2025") are not codes.
 */
export function accessCodeIn(body: string): string {
  const candidates = [...body.matchAll(/(?<![\d/][ -]?)\d{4}(?![ -]?\d|\/)/g)].map((m) => m[0]);
  const code = candidates[0];
  if (!code || new Set(candidates).size > 1) {
    throw new Error(`Expected exactly one four-digit access code in the message, found: ${body}`);
  }
  return code;
}

/** Waits for the access code sent after the mark (to the e-mail or the mobile) and answers it. */
export async function waitForAccessCode(baseUrl: string, mark: OutboxMark): Promise<string> {
  return accessCodeIn((await waitForNewMessage(baseUrl, mark)).Body);
}
