import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { compiledQueryByShape } from '../../db/compiled-query.js';
import { jsonRowsOf, rowsOfJson } from '../../db/json-rows.js';
import type { Database, Row, RowUpdate } from '../../db/schema.js';
import type { MessagingScope } from '../../http/caller-context.js';
import { claimStillLinked } from '../inbox/index.js';
import {
  type SessionCheckValues,
  requireHeld,
  sessionCheckValuesOf,
  sessionHolds,
} from '../session/index.js';

/** SQL for Things to do (issue 32); rules live in tasks.service.ts. Only this module writes `tasks`. */

export type TaskRow = Row<'tasks'>;
export type TaskWithClaimNumber = TaskRow & { claim_number: string };

/**
 * The columns of a request as the claimant sees it (tasks.service.ts claimantTaskOf), in the order
 * openTasks' JSON carries them.
 */
const CLAIMANT_TASK_COLUMNS = ['id', 'title', 'detail', 'due_date', 'action', 'document_type_id'] as const;

export type ClaimantTaskRow = Pick<TaskRow, (typeof CLAIMANT_TASK_COLUMNS)[number]>;

/** The claim's open requests, counted: a read of the (claim_id, status, due_date) index. */
function openTotalOf(db: Kysely<Database>, claimId: string) {
  return db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tasks.claim_id', '=', claimId)
    .where('tasks.status', '=', 'open');
}

/**
 * The answer of a call that reads the claim's requests under a kept session (ADR 0019), built and
 * compiled once: one row whenever the session holds and the claim is still linked, none otherwise
 * (what requireHeld reads), so claim home's two calls, made on every page for the count beside Home,
 * cost one statement each and no read of the session (issue 32's bench).
 */
function guardedAnswer<Query extends { where(condition: Expression<SqlBool>): Query }>(
  query: Query,
  [claimId, claimantId]: readonly [string, string],
  check: SessionCheckValues,
): Query {
  const linked = query.where(claimStillLinked({ claimId, claimantId }));
  const holds = sessionHolds(check, claimId);
  return holds === null ? linked : linked.where(holds);
}

// The open requests as one JSON value (db/json-rows.ts), soonest due first, then oldest first, with
// the count of all of them.
const openTasks = compiledQueryByShape(
  (db, [claimId, claimantId, limit]: readonly [string, string, number], check: SessionCheckValues) => {
    const page = db
      .selectFrom('tasks')
      .select([...CLAIMANT_TASK_COLUMNS.map((column) => `tasks.${column}` as const), 'tasks.created_at'])
      .where('tasks.claim_id', '=', claimId)
      .where('tasks.status', '=', 'open')
      .orderBy('tasks.due_date')
      .orderBy('tasks.created_at')
      .orderBy('tasks.id')
      .limit(limit);
    const items = jsonRowsOf(
      db,
      CLAIMANT_TASK_COLUMNS.map((column) => sql.ref(`page.${column}`)),
      sql`page.due_date, page.created_at, page.id`,
    );
    return guardedAnswer(
      db.selectNoFrom([
        db.selectFrom(page.as('page')).select(items.as('items')).as('items'),
        openTotalOf(db, claimId).as('total'),
      ]),
      [claimId, claimantId],
      check,
    );
  },
);

const openTaskCount = compiledQueryByShape(
  (db, [claimId, claimantId]: readonly [string, string], check: SessionCheckValues) =>
    guardedAnswer(db.selectNoFrom([openTotalOf(db, claimId).as('total')]), [claimId, claimantId], check),
);

/**
 * The selected claim's open requests, soonest due first (then oldest first), at most `limit`, and the
 * count of all of them; none once the claim is no longer linked to the claimant (a session keeps its
 * selection after an unlink). A kept session that no longer holds throws SessionNotHeld.
 */
export async function findOpenTasksOfClaim(
  db: Kysely<Database>,
  scope: MessagingScope,
  limit: number,
): Promise<{ rows: ClaimantTaskRow[]; total: number }> {
  const answered = await openTasks(
    db,
    [scope.claimId, scope.claimantId, limit],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, answered);
  const [answer] = answered;
  if (!answer) return { rows: [], total: 0 };
  return {
    rows: rowsOfJson<ClaimantTaskRow>(answer.items, CLAIMANT_TASK_COLUMNS),
    total: Number(answer.total ?? 0),
  };
}

/** The count of the selected claim's open requests (0 once it is unlinked), under a kept session. */
export async function countOpenTasksOfClaim(db: Kysely<Database>, scope: MessagingScope): Promise<number> {
  const answered = await openTaskCount(
    db,
    [scope.claimId, scope.claimantId],
    sessionCheckValuesOf(scope.check),
  );
  requireHeld(scope.check, answered);
  return Number(answered[0]?.total ?? 0);
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
