import type { GetMessagesResponse, InboxMessage } from '@portal/contract';

/** An inbox message as the server answers it; `n` makes ids and subjects unique. */
export function inboxMessage(n: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    messageId: `m${n}`,
    Subject: `Subject ${n}`,
    Message: `Message text ${n}`,
    ReceivedTime: '9:05 am',
    ReceivedDate: '02/03/2025',
    SentTime: '8:55 am',
    SentDate: '01/03/2025',
    Read: true,
    Attachments: [],
    ...overrides,
  };
}

/** One getmessages answer holding messages `from`..`to - 1` of `total`. */
export function messagesPage(from: number, to: number, total: number): GetMessagesResponse {
  const items = Array.from({ length: to - from }, (_, index) => inboxMessage(from + index + 1));
  return { Start: from, End: to, Total: total, Items: items };
}
