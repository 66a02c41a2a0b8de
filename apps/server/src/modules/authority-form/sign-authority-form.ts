import { createHash } from 'node:crypto';
import {
  AUTHORITY_CONSENT_CONTENT_NAME,
  SIGNATURE_FILE_FIELD,
  SIGNATURE_MAX_BYTES,
  type UploadFileResponse,
  uploadAuthorityFormRequestSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../http/app-error.js';
import { messagingScopeOf } from '../../http/caller-context.js';
import { multipartParts } from '../../http/multipart-parts.js';
import { UnprocessableError } from '../../http/unprocessable-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { containsNul } from '../../lib/nul-characters.js';
import { newStorageKey } from '../../storage/file-storage.js';
import type { AuthContext } from '../session/session.types.js';
import { insertSubmission, recordSubmission } from '../claimant-submissions/index.js';
import { insertStoredFile } from '../files/index.js';
import { getAuthorityFormData } from './authority-details.js';
import { buildAuthorityRecord } from './authority-record.js';
import { checkSignature } from './signature-image.js';

export const AUTHORITY_KIND = 'authorityForm';
const AUTHORITY_FILE_PURPOSE = 'authority';
const REFUSAL = {
  notPng: 'signatureNotPng',
  blank: 'signatureBlank',
  tooLarge: 'signatureTooLarge',
} as const;

/** The consent text as the form shows it, as plain paragraphs for the record (block ends split them). */
export function consentParagraphs(html: readonly string[]): string[] {
  const text = html
    .join('\n')
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ');
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) =>
      line.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"'),
    );
}

/** The request as sent: its token and method fields, and the signature's bytes held in memory (≤ 1 MB). */
async function readRequest(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let signature: Buffer | null = null;
  // Fields: the token, SignatureMethod, TypedName, TaskId (issue 32) and one to spare.
  const limits = { files: 1, fields: 5, fieldSize: 1024, parts: 7, fileSize: SIGNATURE_MAX_BYTES + 1 };
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'field') {
      const value = String(part.value);
      if (containsNul(value))
        throw new UnprocessableError('invalidRequest', 'a NUL character in a form field');
      fields[part.fieldname] = value;
    } else if (part.fieldname !== SIGNATURE_FILE_FIELD || signature) {
      part.file.resume();
      throw new UnprocessableError('invalidRequest', `unexpected file part ${part.fieldname}`);
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      signature = Buffer.concat(chunks);
      if (part.file.truncated) throw new AppError('signatureTooLarge');
    }
  }
  return { fields, signature };
}

/**
 * uploadauthorityform (part 2 §2, §5; issue 13): a signature is required, a real PNG with a mark on it
 * and not too large; a typed signature says so (SignatureMethod typed, TypedName) and needs the name.
 * Accepted, the server makes the signed record (authority-record.ts) and, in one transaction, records
 * the submission with the signature and the record attached, its sent item and its audit entry. A
 * refused call stores nothing: bytes go to storage only after every check, and are deleted again if
 * the transaction fails.
 */
export async function signAuthorityForm(
  app: FastifyInstance,
  request: FastifyRequest,
  authenticate: (token: string | undefined) => Promise<AuthContext | null>,
  now: Date,
): Promise<UploadFileResponse> {
  const db = app.database.db;
  const { fields, signature } = await readRequest(request);
  const parsed = uploadAuthorityFormRequestSchema.safeParse(fields);
  if (!parsed.success) throw new UnprocessableError('invalidRequest', parsed.error.message);
  const auth = await authenticate(parsed.data.accessToken);
  if (!auth) throw new AppError('tokenUnknown');
  const scope = messagingScopeOf(auth);
  if (!signature || signature.length === 0) throw new AppError('signatureBlank');
  const checked = checkSignature(signature);
  if (!checked.ok) throw new AppError(REFUSAL[checked.reason]);
  const method = parsed.data.SignatureMethod ?? 'drawn';
  const typedName = method === 'typed' ? (parsed.data.TypedName ?? '').trim() : null;
  if (method === 'typed' && !typedName) throw new AppError('signatureBlank');

  const details = await getAuthorityFormData(db, scope);
  const consent = await db
    .selectFrom('content_items')
    .select('html')
    .where('name', '=', AUTHORITY_CONSENT_CONTENT_NAME)
    .orderBy('position')
    .execute();
  const record = await buildAuthorityRecord({
    consentParagraphs: consentParagraphs(consent.map((row) => row.html)),
    details: [
      ['Name', `${details.FirstName} ${details.Surname} (${details.Initials})`],
      ['Claim number', details.ClaimNumber],
      ['Date of birth', details.DateOfBirth],
      ['Date of accident', details.DateOfAccident],
      [
        'Address',
        [details.Address.AddressLine1, details.Address.AddressLine2, details.Address.AddressLine3]
          .filter(Boolean)
          .join(', '),
      ],
    ],
    signaturePng: signature,
    method,
    typedName,
    signedAt: now,
  });

  const files = [
    { id: newId(), key: newStorageKey(), name: 'signature.png', mime: 'image/png', bytes: signature },
    {
      id: newId(),
      key: newStorageKey(),
      name: 'authority-to-release-information.pdf',
      mime: 'application/pdf',
      bytes: Buffer.from(record.pdf),
    },
  ];
  for (const file of files) await app.storage.put(file.key, file.bytes);
  const submissionId = newId();
  const at = toTimestamp(now);
  try {
    await db.transaction().execute(async (trx) => {
      for (const file of files) {
        await insertStoredFile(trx, {
          id: file.id,
          claimant_id: scope.claimantId,
          claim_id: scope.claimId,
          filename: file.name,
          mime_type: file.mime,
          size_bytes: file.bytes.length,
          storage_key: file.key,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          purpose: AUTHORITY_FILE_PURPOSE,
          status: 'pending',
          form_id: submissionId,
          created_at: at,
        });
      }
      await insertSubmission(trx, {
        id: submissionId,
        claimant_id: scope.claimantId,
        claim_id: scope.claimId,
        kind: AUTHORITY_KIND,
        status: 'submitted',
        data: JSON.stringify({
          SignatureMethod: method,
          TypedName: typedName,
          SignedAt: now.toISOString(),
          Details: details,
          Record: { FileId: files[1]!.id, Sha256: record.fileSha256, ContentSha256: record.contentSha256 },
        }),
        created_at: at,
        submitted_at: at,
        received_at: null,
      });
      await recordSubmission(
        trx,
        {
          submissionId,
          owner: scope,
          fileIds: files.map((file) => file.id),
          whenFileGone: 'refuse',
          sentItem: {
            requestTypeItem: 'Authority form',
            subjectMain: 'Authority to release information',
            subjectOther: method === 'typed' ? 'Signed by typing' : 'Signed by drawing',
            message: `Signed record SHA-256: ${record.fileSha256}`,
          },
          audit: {
            action: 'authorityForm.signed',
            details: {
              submissionId,
              method,
              recordSha256: record.fileSha256,
              contentSha256: record.contentSha256,
            },
          },
          task:
            parsed.data.TaskId === undefined
              ? undefined
              : { taskId: parsed.data.TaskId, action: 'authority' },
        },
        now,
        app.deliveries,
      );
    });
  } catch (error) {
    for (const file of files) await app.storage.delete(file.key).catch(() => false);
    throw error;
  }
  return { FileId: files[0]!.id };
}
