import { type GetTasksResponse, type PutProviderTaskBody, endpoints } from '@portal/contract';
import { newId } from '../../src/lib/ids.js';
import { callProvider } from '../provider-api/provider-test-support.js';
import { type TestApp, postJson } from '../support/test-app.js';

/** Shared by the Things to do API tests (issue 32). */

export interface TaskFixture {
  claimId: string;
  title?: string;
  /** yyyy-mm-dd. */
  dueDate?: string;
  action?: string;
  documentTypeId?: number | null;
  status?: string;
}

/** A request inserted straight into the database (as the provider's PUT would store it); answers its id. */
export async function insertTask(t: TestApp, task: TaskFixture): Promise<string> {
  const id = newId();
  const at = t.clock.now().toISOString();
  await t.database.db
    .insertInto('tasks')
    .values({
      id,
      reference: `FIXTURE-${id}`,
      claim_id: task.claimId,
      title: task.title ?? 'Send us something',
      detail: '',
      due_date: task.dueDate ?? '2026-12-12',
      action: task.action ?? 'contact',
      document_type_id: task.documentTypeId ?? null,
      status: task.status ?? 'open',
      created_at: at,
      updated_at: at,
      completed_at: null,
      completed_by_submission_id: null,
    })
    .execute();
  return id;
}

export async function taskRow(t: TestApp, id: string) {
  return t.database.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function claimIdOf(t: TestApp, number: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('claims')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getTasks(t: TestApp, token: string): Promise<GetTasksResponse> {
  const response = await postJson(t.app, endpoints.getTasks.path, { AccessToken: token });
  if (response.statusCode !== 200) throw new Error(`gettasks: ${response.statusCode} ${response.body}`);
  return response.json() as GetTasksResponse;
}

export async function getTaskCount(t: TestApp, token: string): Promise<number> {
  const response = await postJson(t.app, endpoints.getTaskCount.path, { AccessToken: token });
  if (response.statusCode !== 200) throw new Error(`gettaskcount: ${response.statusCode} ${response.body}`);
  return response.json() as number;
}

export function putTask(
  t: TestApp,
  key: string,
  reference: string,
  body: Partial<PutProviderTaskBody> | object,
) {
  return callProvider(t.app, {
    method: 'PUT',
    url: `/provider/v1/tasks/${encodeURIComponent(reference)}`,
    key,
    body,
  });
}

export function listTasks(t: TestApp, key: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return callProvider(t.app, { method: 'GET', url: `/provider/v1/tasks${search ? `?${search}` : ''}`, key });
}

/** Every table's row count (what a refused call must leave as it was). */
export async function countOf(t: TestApp, table: 'tasks' | 'delivery_queue' | 'submissions' | 'sent_items') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
