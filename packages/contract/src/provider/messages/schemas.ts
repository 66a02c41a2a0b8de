import { z } from 'zod/mini';
import { FILE_MAX_BYTES, ISO_TIME_MAX } from '../../shared/limits.js';
import { claimNumberSchema } from '../../shared/identity.js';

/**
 * POST /provider/v1/messages: the provider sends an inbox message to a claim (issue 5 "send an inbox
 * message to a claim, with attachments"). Attachments travel as base64 and are checked by their bytes
 * like a claimant's upload (accepted types, below 10MB).
 */
export const PROVIDER_MESSAGE_SUBJECT_MAX = 200;
export const PROVIDER_MESSAGE_TEXT_MAX = 20_000;
export const PROVIDER_MESSAGE_ATTACHMENTS_MAX = 4;
export const PROVIDER_ATTACHMENT_FILENAME_MAX = 200;
/** The provider's own message id (`Reference`): what makes a retried send idempotent. */
export const PROVIDER_MESSAGE_REFERENCE_MAX = 100;
export const PROVIDER_MESSAGE_REFERENCE_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
/** The largest body: every attachment at the size limit in base64, plus room for the text. */
export const PROVIDER_MESSAGE_BODY_LIMIT_BYTES =
  Math.ceil(FILE_MAX_BYTES / 3) * 4 * PROVIDER_MESSAGE_ATTACHMENTS_MAX + 1_048_576;

const text = {
  subject: `A subject is 1-${PROVIDER_MESSAGE_SUBJECT_MAX} characters`, // ours
  message: `A message is 1-${PROVIDER_MESSAGE_TEXT_MAX} characters`, // ours
  sentAt: 'SentAt is an ISO 8601 date and time with its offset, e.g. 2026-11-21T09:30:00+11:00', // ours
  filename: `A file name is 1-${PROVIDER_ATTACHMENT_FILENAME_MAX} characters`, // ours
  attachments: `At most ${PROVIDER_MESSAGE_ATTACHMENTS_MAX} attachments`, // ours
  reference: 'Reference is 1-100 characters: letters, digits, ".", "_", ":" and "-"', // ours
} as const;

export const providerAttachmentSchema = z.object({
  Filename: z
    .string({ error: text.filename })
    .check(
      z.trim(),
      z.minLength(1, { error: text.filename }),
      z.maxLength(PROVIDER_ATTACHMENT_FILENAME_MAX, { error: text.filename }),
    ),
  /**
   * The file's bytes in base64 (RFC 4648, padding optional, no line breaks needed). Bounded by the
   * call's whole body (issue 29 item 1); the file's own 10 MB rule answers its catalogue error.
   */
  Data: z.string().check(z.maxLength(PROVIDER_MESSAGE_BODY_LIMIT_BYTES)),
});
export type ProviderAttachment = z.infer<typeof providerAttachmentSchema>;

export const sendProviderMessageBodySchema = z.object({
  ClaimNumber: claimNumberSchema,
  Subject: z
    .string({ error: text.subject })
    .check(
      z.trim(),
      z.minLength(1, { error: text.subject }),
      z.maxLength(PROVIDER_MESSAGE_SUBJECT_MAX, { error: text.subject }),
    ),
  Message: z
    .string({ error: text.message })
    .check(
      z.trim(),
      z.minLength(1, { error: text.message }),
      z.maxLength(PROVIDER_MESSAGE_TEXT_MAX, { error: text.message }),
    ),
  /**
   * The provider's own id of this message. A send repeated with the same Reference for the same claim
   * (a retry after a timeout) answers the MessageId of the message already stored, and stores no files
   * and sends no notice again. Absent: every send is a new message.
   */
  Reference: z
    .optional(
      z
        .string({ error: text.reference })
        .check(
          z.maxLength(PROVIDER_MESSAGE_REFERENCE_MAX, { error: text.reference, abort: true }),
          z.regex(PROVIDER_MESSAGE_REFERENCE_PATTERN, { error: text.reference }),
        ),
    )
    .register(z.globalRegistry, {
      description:
        'Your own id of this message. A send repeated with the same Reference for the same claim (e.g. a ' +
        'retry after a timeout) answers the MessageId of the message already stored; no files are stored ' +
        'and no notice is sent again.',
    }),
  /** When the provider sent it; the portal's time of receipt when absent. */
  SentAt: z.optional(
    z.iso
      .datetime({ offset: true, error: text.sentAt })
      .check(z.maxLength(ISO_TIME_MAX, { error: text.sentAt, abort: true })),
  ),
  Attachments: z.optional(
    z
      .array(providerAttachmentSchema)
      .check(z.maxLength(PROVIDER_MESSAGE_ATTACHMENTS_MAX, { error: text.attachments })),
  ),
});
export type SendProviderMessageBody = z.input<typeof sendProviderMessageBodySchema>;
export type SendProviderMessage = z.output<typeof sendProviderMessageBodySchema>;

export const sendProviderMessageResponseSchema = z.object({ MessageId: z.string() });
export type SendProviderMessageResponse = z.infer<typeof sendProviderMessageResponseSchema>;
