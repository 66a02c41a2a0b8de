import { type Branding, type SendProviderMessage, messages } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { enqueueClaimNotices } from '../account-rules/index.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ProviderActor } from '../claimant-records/claimant-records.service.js';
import { deleteStored, recordProviderAttachments, storeAllAttachments } from '../files/index.js';
import { insertInboxMessage } from '../inbox/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { findClaimIdByNumber } from '../claims/index.js';
import { findMessageIdByReference, insertAttachments } from './provider-messages.repository.js';

/** stored_files.purpose of a file the provider attached to an inbox message (schema.ts). */
export const INBOX_FILE_PURPOSE = 'inbox';

/** The stored message; `repeated` when a send with its Reference had already stored it. */
export interface SentProviderMessage {
  MessageId: string;
  repeated: boolean;
}

export interface ProviderMessageDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  deliveries: DeliveryQueue;
  log: FastifyBaseLogger;
  branding: Branding;
}

/**
 * POST /provider/v1/messages and `send-message`: puts a message with its attachments in the inbox of a
 * claim. A repeat of a `Reference` already used on the claim (a retry after a timeout) answers that
 * message's id, stores nothing and tells nobody again. Attachments are checked and stored first; any
 * refusal deletes what was written and stores nothing. The rows, their audit entry and the notices
 * go in one transaction: the claimants of the claim who have an activated account are told on their
 * preferred channels that a message is waiting — never its text — once the delivery worker sends
 * them (issue 29).
 */
export async function sendProviderMessage(
  deps: ProviderMessageDeps,
  message: SendProviderMessage,
  actor: ProviderActor,
  now: Date,
): Promise<SentProviderMessage> {
  const claimId = await findClaimIdByNumber(deps.db, message.ClaimNumber);
  if (!claimId) throw new AppError('notFound');
  const reference = message.Reference ?? null;
  if (reference !== null) {
    const existing = await findMessageIdByReference(deps.db, claimId, reference);
    if (existing) return repeated(deps, existing, reference);
  }
  const stored = await storeAllAttachments(deps.storage, message.Attachments ?? []);
  const at = toTimestamp(now);
  const messageId = newId();
  const files = stored.map((file) => ({ ...file, id: newId() }));
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertInboxMessage(trx, {
        id: messageId,
        claim_id: claimId,
        subject: message.Subject,
        body: message.Message,
        sent_at: message.SentAt ? new Date(message.SentAt).toISOString() : at,
        received_at: at,
        read_at: null,
        created_at: at,
        provider_reference: reference,
      });
      await recordProviderAttachments(trx, files, { claimId, purpose: INBOX_FILE_PURPOSE, at });
      await insertAttachments(
        trx,
        files.map((file, position) => ({ message_id: messageId, file_id: file.id, position })),
      );
      // In the same transaction: a message is never left unaudited, and a failed audit undoes it.
      await recordAudit(
        trx,
        {
          action: 'provider.message.sent',
          actorKind: 'provider',
          actorId: actor.actorId,
          requestId: actor.requestId ?? null,
          details: {
            messageId,
            claimNumber: message.ClaimNumber,
            reference,
            files: files.map((file) => ({ fileId: file.id, sizeBytes: file.sizeBytes, sha256: file.sha256 })),
          },
        },
        now,
      );
      await enqueueNewMessageNotices(trx, deps, claimId);
    });
  } catch (error) {
    await deleteStored(deps.storage, stored);
    // Two sends with the same Reference at once: the later meets the unique index of migration 0004
    // and answers the message the earlier one stored.
    if (reference !== null && isUniqueViolation(error)) {
      const existing = await findMessageIdByReference(deps.db, claimId, reference);
      if (existing) return repeated(deps, existing, reference);
    }
    throw error;
  }

  return { MessageId: messageId, repeated: false };
}

/** A repeated send: the stored message's id, nothing stored, nobody told again. */
function repeated(deps: ProviderMessageDeps, messageId: string, reference: string): SentProviderMessage {
  deps.log.info({ messageId, reference }, 'provider message repeated: answered the stored one');
  return { MessageId: messageId, repeated: true };
}

/** "A new message is waiting" on each claimant's preferred channels, in the message's transaction. */
async function enqueueNewMessageNotices(
  trx: Kysely<Database>,
  deps: ProviderMessageDeps,
  claimId: string,
): Promise<void> {
  await enqueueClaimNotices(trx, deps, claimId, {
    subject: messages.notifications.newMessageSubject,
    body: messages.notifications.newMessageBody,
    topic: 'newMessage',
  });
}
