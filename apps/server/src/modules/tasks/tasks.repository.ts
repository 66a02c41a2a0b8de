import type { Kysely } from 'kysely';
import type { Database, Row, RowUpdate } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinked } from '../inbox/index.js';

/** SQL for Things to do (issue 32); rules live in tasks.service.ts. Only this module writes `tasks`. */

export type TaskRow = Row<'tasks'>;
export type TaskWithClaimNumber = TaskRow & { claim_number: string };

/**
 * The selected claim's open requests, soonest due first (then oldest first), at most `limit`, each with
 * the count of all of them (a window over the rows before the limit: one statement, not two, issue 32's
 * bench); none once the claim is no longer linked to the claimant (a session keeps its selection after
 * an unlink).
 */
export async function findOpenTasksOfClaim(
  db: Kysely<Database>,
  scope: MessagingScope,
  limit: number,
): Promise<(TaskRow & { open_total: number | string })[]> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .select((eb) => eb.fn.countAll<number | string>().over().as('open_total'))
    .where('claim_id', '=', scope.claimId)
    .where(claimStillLinked(scope))
    .where('status', '=', 'open')
    .orderBy('due_date')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countOpenTasksOfClaim(db: Kysely<Database>, scope: MessagingScope): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('claim_id', '=', scope.claimId)
    .where(claimStillLinked(scope))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findTaskByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<TaskWithClaimNumber | undefined> {
  return db
    .selectFrom('tasks')
    .innerJoin('claims', 'claims.id', 'tasks.claim_id')
    .selectAll('tasks')
    .select('claims.number as claim_number')
    .where('tasks.reference', '=', reference)
    .executeTakeFirst();
}

export async function updateTaskByReference(
  db: Kysely<Database>,
  reference: string,
  changes: RowUpdate<'tasks'>,
): Promise<void> {
  await db.updateTable('tasks').set(changes).where('reference', '=', reference).execute();
}

/**
 * Marks an open request of the claim done by a submission, when its action is the form's. The
 * condition on `status` decides between parallel submits naming it: one completes it, the others
 * change nothing (on PostgreSQL the later UPDATE waits for the row and reads it again).
 */
export async function completeOpenTask(
  db: Kysely<Database>,
  task: { id: string; claimId: string; action: string },
  submissionId: string,
  at: string,
): Promise<TaskWithClaimNumber | undefined> {
  const result = await db
    .updateTable('tasks')
    .set({ status: 'done', completed_at: at, updated_at: at, completed_by_submission_id: submissionId })
    .where('id', '=', task.id)
    .where('claim_id', '=', task.claimId)
    .where('action', '=', task.action)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('tasks')
    .innerJoin('claims', 'claims.id', 'tasks.claim_id')
    .selectAll('tasks')
    .select('claims.number as claim_number')
    .where('tasks.id', '=', task.id)
    .executeTakeFirst();
}

/** A request of the claim by id, whatever its status (to say why a completion was refused). */
export async function findTaskOfClaim(
  db: Kysely<Database>,
  taskId: string,
  claimId: string,
): Promise<TaskRow | undefined> {
  return db
    .selectFrom('tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
}

/** The provider's list: by claim number and status, soonest due first. */
export async function findTasks(
  db: Kysely<Database>,
  filters: { claimNumber?: string | undefined; status?: string | undefined },
  limit: number,
): Promise<TaskWithClaimNumber[]> {
  let query = db
    .selectFrom('tasks')
    .innerJoin('claims', 'claims.id', 'tasks.claim_id')
    .selectAll('tasks')
    .select('claims.number as claim_number');
  if (filters.claimNumber !== undefined) query = query.where('claims.number', '=', filters.claimNumber);
  if (filters.status !== undefined) query = query.where('tasks.status', '=', filters.status);
  return query
    .orderBy('tasks.due_date')
    .orderBy('tasks.created_at')
    .orderBy('tasks.id')
    .limit(limit)
    .execute();
}
