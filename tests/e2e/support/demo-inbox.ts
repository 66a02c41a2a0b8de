// Alex's inbox on claim 12/34567 as the server under test is seeded with it (apps/server/src/db/seed/
// demo-inbox.ts), read from the seed itself so a change to the demo data reaches the journeys. Dates
// in the seed are "days before the seeding time", so journeys reason in days, never in fixed dates.
import { demoAttachments } from '../../../apps/server/src/db/seed/demo-inbox-attachments.js';
import { demoMessages } from '../../../apps/server/src/db/seed/demo-inbox.js';
import { branded } from './texts.js';

export interface DemoInboxMessage {
  subject: string;
  /** The text with {provider} and {phone} filled from the default branding, as the seed stores it. */
  body: string;
  daysAgo: number;
  read: boolean;
  attachments: { filename: string; mimeType: string }[];
}

/** Newest first, the order the inbox lists them in (the seed lists them oldest first). */
export const alexInbox: readonly DemoInboxMessage[] = [...demoMessages]
  .sort((a, b) => a.daysAgo - b.daysAgo)
  .map((message) => ({
    subject: branded(message.subject),
    body: branded(message.body),
    daysAgo: message.daysAgo,
    read: message.read,
    attachments: (message.attachments ?? []).map((name) => {
      const { filename, mimeType } = demoAttachments[name];
      return { filename, mimeType };
    }),
  }));

/** The messages a search finds: a case-insensitive substring of the subject or the text. */
export function messagesMatching(word: string): DemoInboxMessage[] {
  const wanted = word.trim().toLowerCase();
  return alexInbox.filter(
    (message) =>
      message.subject.toLowerCase().includes(wanted) || message.body.toLowerCase().includes(wanted),
  );
}

/** The one seeded message with this subject (the journeys only pick subjects that occur once). */
export function messageWithSubject(subject: string): DemoInboxMessage {
  const found = alexInbox.filter((message) => message.subject === subject);
  if (found.length !== 1) throw new Error(`The seed has ${found.length} messages with subject "${subject}".`);
  return found[0] as DemoInboxMessage;
}
