import { newId } from '../../lib/ids.js';
import { demoAttachments } from './demo-inbox-attachments.js';
import { demoMessages, melbourneTimeDaysAgo, type DemoMessage } from './demo-inbox.js';
import { fillBranding, storeDemoFile, type SeedContext } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

/** A few messages on the other demo claims, so every inbox a demo user opens has something. */
const otherClaimMessages: readonly (DemoMessage & { claim: string })[] = [
  {
    claim: '12/34568',
    daysAgo: 400,
    time: [10, 0],
    subject: 'Your claim has been finalised',
    body: 'Your treatment for this claim has finished and we have finalised the claim. Call {phone} if anything changes.',
    read: true,
  },
  {
    claim: '12/34568',
    daysAgo: 380,
    time: [14, 30],
    subject: 'Final payment advice',
    body: 'Your final reimbursement of $86.40 has been paid into your nominated account.',
    read: false,
  },
  {
    claim: '23/45678',
    daysAgo: 0,
    time: [8, 0],
    subject: 'Welcome to the client portal',
    body:
      'Welcome, Sam. You can now send us documents and messages and read our letters here. For security, ' +
      'bank details can be added 48 hours after you register.',
    read: false,
  },
];

export async function seedInbox(ctx: SeedContext, people: SeededPeople): Promise<number> {
  const alexClaim = people.claimIds['12/34567'];
  if (!alexClaim) throw new Error('Demo claim 12/34567 was not seeded');
  const messages = [...demoMessages.map((m) => ({ ...m, claim: '12/34567' })), ...otherClaimMessages];
  for (const message of messages) {
    const claimId = people.claimIds[message.claim];
    if (!claimId) throw new Error(`Demo claim ${message.claim} was not seeded`);
    const sentAt = melbourneTimeDaysAgo(ctx.now, message.daysAgo, message.time);
    // The provider's system hands messages to the portal a few minutes after sending them.
    const receivedAt = new Date(Math.min(sentAt.getTime() + 4 * 60_000, ctx.now.getTime()));
    const id = newId();
    await ctx.db
      .insertInto('inbox_messages')
      .values({
        id,
        claim_id: claimId,
        subject: fillBranding(message.subject, ctx.branding),
        body: fillBranding(message.body, ctx.branding),
        sent_at: sentAt.toISOString(),
        received_at: receivedAt.toISOString(),
        read_at: message.read
          ? new Date(Math.min(receivedAt.getTime() + 3_600_000, ctx.now.getTime())).toISOString()
          : null,
        created_at: receivedAt.toISOString(),
      })
      .execute();
    let position = 0;
    for (const name of message.attachments ?? []) {
      const attachment = demoAttachments[name];
      const fileId = await storeDemoFile(ctx, {
        filename: attachment.filename,
        mimeType: attachment.mimeType,
        bytes: attachment.bytes(),
        claimantId: null,
        claimId,
        purpose: 'inbox',
        formId: null,
        createdAt: receivedAt,
      });
      await ctx.db
        .insertInto('inbox_attachments')
        .values({ message_id: id, file_id: fileId, position })
        .execute();
      position++;
    }
  }
  return messages.length;
}
