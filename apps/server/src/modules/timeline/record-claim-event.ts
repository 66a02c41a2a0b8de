import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toTimestamp } from '../../lib/clock.js';
import { insertEventUnlessExists } from './timeline.repository.js';

/**
 * The portal's own entries of What's happening (issue 32), written by the module that owns the
 * happening, in its transaction, so an entry exists exactly when the happening committed:
 * - submitted: a claimant's submission (claimant-submissions' recordSubmission, the survey);
 * - received: the provider marked a submission received (submissions; only the first marking);
 * - payment: a payment was made (payments, wired by its module). ADR 0040: the signed-in page says
 *   the amount when it is given, as the Payments page does; a notice never carries it.
 * Each entry's id is made from the happening's own id, so writing the same happening twice (a retry,
 * a second marking) leaves one entry.
 */
export type ClaimEventInput =
  | {
      kind: 'submitted';
      claimId: string;
      submissionId: string;
      /** The pipeline's kind (documents, receipts, contactUs, authorityForm, personalDetails) or survey. */
      form: string;
      /** Whether it is listed under Sent items (every pipeline submission; not the survey). */
      inSentItems: boolean;
      at: Date;
    }
  | { kind: 'received'; claimId: string; submissionId: string; form: string; at: Date }
  | { kind: 'payment'; claimId: string; paymentId: string; amountCents?: number | null; at: Date };

function rowOf(event: ClaimEventInput) {
  const at = toTimestamp(event.at);
  const common = { claim_id: event.claimId, kind: event.kind, occurred_at: at, title: null, body: null };
  const stamps = { reference: null, created_at: at, updated_at: at };
  switch (event.kind) {
    case 'submitted':
      return {
        id: `submitted:${event.submissionId}`,
        ...common,
        params: JSON.stringify({ form: event.form }),
        link: event.inSentItems ? 'sentItems' : null,
        ...stamps,
      };
    case 'received':
      return {
        id: `received:${event.submissionId}`,
        ...common,
        params: JSON.stringify({ form: event.form }),
        link: 'sentItems',
        ...stamps,
      };
    case 'payment':
      return {
        id: `payment:${event.paymentId}`,
        ...common,
        params: JSON.stringify(event.amountCents == null ? {} : { amountCents: event.amountCents }),
        link: 'payments',
        ...stamps,
      };
  }
}

/** Writes one of the portal's own entries in the caller's transaction; a repeat writes nothing. */
export async function recordClaimEvent(trx: Kysely<Database>, event: ClaimEventInput): Promise<void> {
  await insertEventUnlessExists(trx, rowOf(event));
}
