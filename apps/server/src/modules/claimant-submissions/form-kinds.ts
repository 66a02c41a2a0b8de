import type { FileRef, IdItem } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A saved `{ Id, Item }` choice, or null for anything else a save or a stored draft holds. */
export function idItemOrNull(value: unknown): IdItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { Id, Item } = value as { Id?: unknown; Item?: unknown };
  return typeof Id === 'number' && typeof Item === 'string' ? { Id, Item } : null;
}

/** What every kind's draft holds besides its files (part 2 §3 "Draft form"). */
export interface DraftFields {
  DocumentType: IdItem | null;
  Description: string;
  /** Fields of a kind beyond the documents form (reimbursement's payment fields). */
  [field: string]: unknown;
}

/** A submission as a kind records it: its data, and how it appears under Sent items. */
export interface AcceptedSubmission {
  /** submissions.data: what the claimant sent, as the provider reads it. */
  data: Record<string, unknown>;
  sentItem: {
    /** A SentItemTypes item (by its text; the registry looks its id up). */
    requestTypeItem: string;
    subjectMain: string;
    subjectOther: string | null;
    message: string;
  };
}

/** Who submits and when: a kind's rules may read the claimant's own records (reimbursement's payee). */
export interface SubmitContext {
  claimantId: string;
  claimId: string;
  now: Date;
}

/**
 * One form kind of the claimant-submission pipeline (docs/adr/0001-draft-kinds.md). The pipeline owns
 * drafts, uploads, the submit transaction and the sent item; a kind only says what its draft holds
 * and how a submitted form is checked and shown.
 */
export interface FormKind<Body = unknown> {
  /** drafts.kind, submissions.kind and stored_files.purpose of its files. */
  kind: string;
  /** The action of a request (issue 32) this form completes when its submit names the request. */
  taskAction: 'documents' | 'reimbursement';
  /** The draft fields kept from a save (a save takes any part of the form). */
  draftFieldsOf(body: Partial<Record<string, unknown>>, previous: DraftFields | null): DraftFields;
  /**
   * Checks a submit against the kind's rules (part 2 §5) and answers what is recorded; throws an
   * AppError naming the first broken rule. `files` are the draft's files the submit names.
   */
  accept(
    db: Kysely<Database>,
    body: Body,
    files: readonly (FileRef & { Sha256: string })[],
    context: SubmitContext,
  ): Promise<AcceptedSubmission>;
  /**
   * Fields a kind adds to its draft answer (reimbursement's duplicate warning and cooling-off date);
   * none by default.
   */
  annotate?(
    db: Kysely<Database>,
    owner: { claimantId: string; claimId: string },
    draft: DraftFields & { Documents: readonly { Sha256?: string | undefined }[] },
    now: Date,
  ): Promise<Record<string, unknown>>;
}
