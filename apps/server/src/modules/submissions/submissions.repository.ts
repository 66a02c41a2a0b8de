import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL of what claimants submitted, for the provider (STYLE.md principle 5). */

/** Statuses the provider sees: open submissions may still change and are never shown. */
export type VisibleStatus = 'submitted' | 'received';

function submissionsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('submissions')
    .leftJoin('claims', 'claims.id', 'submissions.claim_id')
    .innerJoin('claimants', 'claimants.id', 'submissions.claimant_id');
}

const columns = [
  'submissions.id',
  'submissions.kind',
  'submissions.status',
  'submissions.data',
  'submissions.submitted_at',
  'submissions.received_at',
  'submissions.payment',
  'claims.number as claim_number',
  'claimants.external_ref',
] as const;

/** A page of submissions with the given statuses, newest first (submitted_at, then id: stable paging). */
export async function findSubmissions(
  db: Kysely<Database>,
  statuses: readonly VisibleStatus[],
  page: { limit: number; offset: number },
) {
  return submissionsQuery(db)
    .select(columns)
    .where('submissions.status', 'in', [...statuses])
    .orderBy('submissions.submitted_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSubmissions(
  db: Kysely<Database>,
  statuses: readonly VisibleStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findVisibleSubmission(db: Kysely<Database>, id: string) {
  return submissionsQuery(db)
    .select(columns)
    .where('submissions.id', '=', id)
    .where('submissions.status', 'in', ['submitted', 'received'])
    .executeTakeFirst();
}

export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findVisibleSubmission>>>;

/** The files of the given submissions, in their upload order. */
export async function filesOfSubmissions(db: Kysely<Database>, submissionIds: readonly string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .selectFrom('submission_files')
    .innerJoin('stored_files', 'stored_files.id', 'submission_files.file_id')
    .select([
      'submission_files.submission_id',
      'stored_files.id',
      'stored_files.filename',
      'stored_files.mime_type',
      'stored_files.size_bytes',
      'stored_files.sha256',
    ])
    .where('submission_files.submission_id', 'in', [...submissionIds])
    .orderBy('submission_files.submission_id')
    .orderBy('submission_files.position')
    .execute();
}

/**
 * A file the provider may read: attached to a submission a claimant made, or to an inbox message.
 * Pending uploads of open forms and discarded files read as absent.
 */
export async function findProviderFile(db: Kysely<Database>, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'filename', 'mime_type'])
    .where('id', '=', fileId)
    .where('status', '!=', 'discarded')
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('submission_files').select('submission_files.file_id')),
        eb('id', 'in', eb.selectFrom('inbox_attachments').select('inbox_attachments.file_id')),
      ]),
    )
    .executeTakeFirst();
}

/** A submitted reimbursement (receipts) of the claim by id, or undefined (issue 32: what a payment pays). */
export async function findReimbursementOfClaim(db: Kysely<Database>, id: string, claimId: string) {
  return db
    .selectFrom('submissions')
    .select('id')
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .where('kind', '=', 'receipts')
    .where('status', 'in', ['submitted', 'received'])
    .executeTakeFirst();
}
