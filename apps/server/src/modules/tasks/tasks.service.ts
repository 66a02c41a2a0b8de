import {
  type Branding,
  type GetTasksResponse,
  type ListProviderTasksQuery,
  type ProviderTask,
  type PutProviderTask,
  type Task,
  type TaskAction,
  TASKS_PER_CALL_MAX,
  PROVIDER_TASK_LIST_MAX,
  isWithinYearRange,
  messages,
  parseDate,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { melbourneToday, storedDayOf } from '../../lib/melbourne-time.js';
import { wireDateOf } from '../../lib/wire-date.js';
import { enqueueClaimNotices } from '../account-rules/index.js';
import { recordAudit } from '../audit/audit.service.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { findListItem } from '../dropdown/dropdown.service.js';
import { differsFrom, insertOrFindByReference } from '../../db/upsert-by-reference.js';
import { findClaimIdByNumber } from '../claims/index.js';
import {
  type ClaimantTaskRow,
  type TaskWithClaimNumber,
  completeOpenTask,
  countOpenTasksOfClaim,
  findOpenTasksOfClaim,
  findTaskByReference,
  findTaskOfClaim,
  findTasks,
  updateTaskByReference,
} from './tasks.repository.js';

/** The dropdown list a documents request's DocumentTypeId belongs to (the Send documents form's). */
const DOCUMENT_TYPES_LIST = 'DocumentFormTypes';

function claimantTaskOf(row: ClaimantTaskRow, today: string): Task {
  return {
    TaskId: row.id,
    Title: row.title,
    Detail: row.detail,
    DueDate: wireDateOf(row.due_date),
    // Overdue from the day after the due day, in Melbourne (the day the claimant sees on the page).
    IsOverdue: row.due_date < today,
    Action: row.action as TaskAction,
    DocumentTypeId: row.action === 'documents' ? row.document_type_id : null,
  };
}

/**
 * gettasks (issue 32 "Things to do"): the selected claim's open requests, soonest due first. Only open
 * ones: a done or cancelled request leaves nothing for the claimant to do.
 */
export async function getTasks(
  db: Kysely<Database>,
  scope: MessagingScope,
  now: Date,
): Promise<GetTasksResponse> {
  const { rows, total } = await findOpenTasksOfClaim(db, scope, TASKS_PER_CALL_MAX);
  const today = storedDayOf(melbourneToday(now));
  return { Items: rows.map((row) => claimantTaskOf(row, today)), Total: total };
}

/** gettaskcount: the side menu's and toolbar's badge. */
export function getTaskCount(db: Kysely<Database>, scope: MessagingScope): Promise<number> {
  return countOpenTasksOfClaim(db, scope);
}

/** What a submission names to complete a request, and the form it is. */
export interface TaskCompletion {
  taskId: string;
  claimId: string;
  /** The action of the submitted form (documents, reimbursement, contact, authority, survey). */
  action: Exclude<TaskAction, 'none'>;
  submissionId: string;
}

/**
 * Completes the request a claimant's submission names, in the submission's transaction (issue 32:
 * "Submitting that form completes the request; the submission names it"). A request that is not an
 * open one of the same claim, or asks for another form, is refused and so is the submission: the
 * claimant's client believed it completed something, and silently submitting without completing it
 * would leave the request open with nobody told (taskNotOpen, taskWrongForm). With
 * PROVIDER_WEBHOOK_URL set the provider is told by a `task.completed` event.
 */
export async function completeTaskBySubmission(
  trx: Kysely<Database>,
  completion: TaskCompletion,
  now: Date,
  deliveries: DeliveryQueue,
): Promise<void> {
  const at = toTimestamp(now);
  const done = await completeOpenTask(
    trx,
    { id: completion.taskId, claimId: completion.claimId, action: completion.action },
    completion.submissionId,
    at,
  );
  if (!done) {
    const task = await findTaskOfClaim(trx, completion.taskId, completion.claimId);
    if (task && task.status === 'open' && task.action !== completion.action)
      throw new AppError('taskWrongForm');
    throw new AppError('taskNotOpen');
  }
  await deliveries.enqueueProviderEvent(trx, {
    type: 'task.completed',
    data: {
      Reference: done.reference,
      ClaimNumber: done.claim_number,
      SubmissionId: completion.submissionId,
      CompletedAt: at,
    },
  });
}

export interface ProviderTaskDeps {
  db: Kysely<Database>;
  deliveries: DeliveryQueue;
  branding: Branding;
}

function providerTaskOf(row: TaskWithClaimNumber): ProviderTask {
  return {
    Reference: row.reference,
    ClaimNumber: row.claim_number,
    Title: row.title,
    Detail: row.detail,
    DueDate: wireDateOf(row.due_date),
    Action: row.action as TaskAction,
    DocumentTypeId: row.document_type_id,
    Status: row.status as ProviderTask['Status'],
    CompletedAt: row.completed_at,
    CompletedBySubmissionId: row.completed_by_submission_id,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/**
 * PUT /provider/v1/tasks/:reference: creates or updates the request with the provider's reference.
 * Everything is checked before anything is written, so a refused PUT changes nothing. The unique
 * reference decides between parallel PUTs: one inserts, the others update the row it made. Only the
 * PUT that creates an open request tells the claimants (on their preferred channels, never its text);
 * a repeat or an update tells nobody again. The provider may close a request (done, cancelled) or open
 * it again: its PUT is the request's state.
 */
export async function putProviderTask(
  deps: ProviderTaskDeps,
  reference: string,
  body: PutProviderTask,
  actor: { actorId: string | null; requestId?: string | null },
  now: Date,
): Promise<ProviderTask> {
  const claimId = await findClaimIdByNumber(deps.db, body.ClaimNumber);
  if (!claimId) throw new AppError('notFound');
  const due = parseDate(body.DueDate);
  if (!due || !isWithinYearRange(due)) throw new AppError('providerTaskDueDate');
  const documentTypeId = body.Action === 'documents' ? (body.DocumentTypeId ?? null) : null;
  if (body.Action === 'documents') {
    const listed =
      documentTypeId === null
        ? undefined
        : await findListItem(deps.db, DOCUMENT_TYPES_LIST, { id: documentTypeId });
    if (!listed) throw new AppError('providerTaskDocumentType');
  }
  const at = toTimestamp(now);
  const fields = {
    claim_id: claimId,
    title: body.Title,
    detail: body.Detail,
    due_date: storedDayOf(due),
    action: body.Action,
    document_type_id: documentTypeId,
    status: body.Status,
  };
  await deps.db.transaction().execute(async (trx) => {
    const put = await insertOrFindByReference(
      trx,
      'tasks',
      {
        id: newId(),
        reference,
        ...fields,
        created_at: at,
        updated_at: at,
        completed_at: body.Status === 'open' ? null : at,
        completed_by_submission_id: null,
      },
      findTaskByReference,
    );
    const { created } = put;
    if (!put.created) {
      const { stored } = put;
      if (!differsFrom(stored, fields)) return;
      const closedNow = stored.status !== body.Status;
      await updateTaskByReference(trx, reference, {
        ...fields,
        updated_at: at,
        ...(closedNow
          ? {
              completed_at: body.Status === 'open' ? null : at,
              // A request opened again, or closed by the provider, was not completed by a submission.
              completed_by_submission_id: null,
            }
          : {}),
      });
    }
    await recordAudit(
      trx,
      {
        action: created ? 'provider.task.created' : 'provider.task.updated',
        actorKind: 'provider',
        actorId: actor.actorId,
        requestId: actor.requestId ?? null,
        details: { reference, claimNumber: body.ClaimNumber, status: body.Status, action: body.Action },
      },
      now,
    );
    if (created && body.Status === 'open') await enqueueNewTaskNotices(trx, deps, claimId);
  });
  const stored = await findTaskByReference(deps.db, reference);
  if (!stored) throw new AppError('notFound');
  return providerTaskOf(stored);
}

/** GET /provider/v1/tasks: by claim number and status, soonest due first. */
export async function listProviderTasks(
  db: Kysely<Database>,
  query: { ClaimNumber?: string | undefined; Status?: ListProviderTasksQuery['Status'] },
): Promise<{ Tasks: ProviderTask[] }> {
  const rows = await findTasks(
    db,
    { claimNumber: query.ClaimNumber, status: query.Status },
    PROVIDER_TASK_LIST_MAX,
  );
  return { Tasks: rows.map(providerTaskOf) };
}

/**
 * "We have asked you for something" on each claimant's preferred channels, in the request's
 * transaction (issue 32: what and where, never the request's own words, which may be personal).
 */
async function enqueueNewTaskNotices(
  trx: Kysely<Database>,
  deps: ProviderTaskDeps,
  claimId: string,
): Promise<void> {
  await enqueueClaimNotices(trx, deps, claimId, {
    subject: messages.notifications.newTaskSubject,
    body: messages.notifications.newTaskBody,
    topic: 'newTask',
  });
}
