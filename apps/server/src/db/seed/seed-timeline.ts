import { newId } from '../../lib/ids.js';
import { pdfFile } from './demo-file-bytes.js';
import { melbourneTimeDaysAgo } from './demo-inbox.js';
import { storeDemoFile, type SeedContext } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

/** The decision letter on Alex's timeline (the e2e journey downloads it and compares the bytes). */
export const demoDecisionLetter = {
  filename: 'Decision letter - income support.pdf',
  title: 'Decision on your income support',
  lines: [
    'Claim 12/34567',
    'We have decided to pay you income support from 14/03/2025.',
    'If you disagree with this decision you can ask for a review within 60 days.',
  ],
  bytes: (): Uint8Array => pdfFile(demoDecisionLetter.title, demoDecisionLetter.lines),
};

interface DemoEvent {
  reference: string;
  daysAgo: number;
  time: [number, number];
  title: string;
  body: string;
  letter?: { filename: string; bytes: () => Uint8Array };
}

/** The provider's events on Alex's claim 12/34567; the decision carries its letter. */
const demoEvents: readonly DemoEvent[] = [
  {
    reference: 'DEMO-EVENT-ACCEPTED',
    daysAgo: 236,
    time: [10, 5],
    title: 'Your claim was accepted',
    body: 'We have accepted your claim for the injuries from your accident on 14/03/2025.',
  },
  {
    reference: 'DEMO-EVENT-DECISION',
    daysAgo: 214,
    time: [14, 20],
    title: 'Decision on your income support',
    body:
      'We have decided to pay you income support while your certificate of capacity says you cannot ' +
      'work. The letter explains the decision, how we worked out the amount and how to ask for a review.',
    letter: demoDecisionLetter,
  },
  {
    reference: 'DEMO-EVENT-PHYSIO',
    daysAgo: 120,
    time: [9, 40],
    title: 'Treatment approved: physiotherapy',
    body: 'We have approved 8 physiotherapy sessions with Geelong Physio Group. Your physio can bill us directly.',
  },
];

/**
 * What's happening on Alex's claim 12/34567 (issue 32 "Demo data": about ten events, one decision
 * letter): the provider's events above, and the portal's own entries for Alex's seeded submissions
 * (seed-sent-items.ts), each sent and received, written as the timeline module writes them (ids
 * `submitted:<submission>` and `received:<submission>`, the form in params, a link to Sent items).
 */
export async function seedTimeline(ctx: SeedContext, people: SeededPeople): Promise<number> {
  const claimId = people.claimIds['12/34567'];
  if (!claimId) throw new Error('Demo claim 12/34567 was not seeded');
  let count = 0;
  for (const event of demoEvents) {
    const at = melbourneTimeDaysAgo(ctx.now, event.daysAgo, event.time).toISOString();
    const id = newId();
    await ctx.db
      .insertInto('claim_events')
      .values({
        id,
        claim_id: claimId,
        kind: 'provider',
        occurred_at: at,
        title: event.title,
        body: event.body,
        params: null,
        link: null,
        reference: event.reference,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (event.letter) {
      const fileId = await storeDemoFile(ctx, {
        filename: event.letter.filename,
        mimeType: 'application/pdf',
        bytes: event.letter.bytes(),
        claimantId: null,
        claimId,
        purpose: 'timeline',
        formId: null,
        createdAt: new Date(at),
      });
      await ctx.db
        .insertInto('claim_event_attachments')
        .values({ event_id: id, file_id: fileId, position: 0 })
        .execute();
    }
    count++;
  }
  const submissions = await ctx.db
    .selectFrom('submissions')
    .select(['id', 'kind', 'submitted_at', 'received_at'])
    .where('claim_id', '=', claimId)
    .execute();
  for (const submission of submissions) {
    const entries = [
      { id: `submitted:${submission.id}`, kind: 'submitted', at: submission.submitted_at },
      { id: `received:${submission.id}`, kind: 'received', at: submission.received_at },
    ];
    for (const entry of entries) {
      if (entry.at === null) continue;
      await ctx.db
        .insertInto('claim_events')
        .values({
          id: entry.id,
          claim_id: claimId,
          kind: entry.kind,
          occurred_at: entry.at,
          title: null,
          body: null,
          params: JSON.stringify({ form: submission.kind }),
          link: 'sentItems',
          reference: null,
          created_at: entry.at,
          updated_at: entry.at,
        })
        .execute();
      count++;
    }
  }
  // The payments made (seeded before the timeline), placed on their payment day as the payments module
  // places them when the provider marks one paid.
  const paid = await ctx.db
    .selectFrom('payments')
    .select(['id', 'amount', 'payment_date'])
    .where('claim_id', '=', claimId)
    .where('status', '=', 'paid')
    .execute();
  for (const payment of paid) {
    const at = new Date(`${payment.payment_date}T12:00:00+10:00`).toISOString();
    await ctx.db
      .insertInto('claim_events')
      .values({
        id: `payment:${payment.id}`,
        claim_id: claimId,
        kind: 'payment',
        occurred_at: at,
        title: null,
        body: null,
        params: JSON.stringify({ amountCents: payment.amount }),
        link: 'payments',
        reference: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    count++;
  }
  return count;
}
