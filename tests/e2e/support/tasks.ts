// Requests of Things to do (issue 32) that a journey arranges for itself, written straight into the lane's
// database, as support/remembered-device.ts arranges a remembered browser. The demo's requests
// are on claim 12/34567, whose sent items other journeys count as seeded; a journey that completes a
// request by a submission does it on Alex's forms claim (12/34568) with requests of its own, unique per
// run, so no other file depends on what it completes.
import { randomUUID } from 'node:crypto';
import { calendarToday, formatDate, type TaskAction } from '@portal/contract';
import { createDatabase } from '../../../apps/server/src/db/connect.js';
import { shiftDays, storedDayOf } from '../../../apps/server/src/lib/melbourne-time.js';
import { laneDatabaseUrl } from './lane.js';

export interface ArrangedTask {
  title: string;
  /** Days from today in Melbourne (negative: overdue). */
  dueInDays: number;
  action: TaskAction;
  documentTypeId?: number;
}

/** The requests as open ones on the claim; answers each one's due date as the page shows it (dd/mm/yyyy). */
export async function arrangeOpenTasks(
  claimNumber: string,
  tasks: readonly ArrangedTask[],
): Promise<string[]> {
  const handle = await createDatabase(laneDatabaseUrl());
  try {
    const claim = await handle.db
      .selectFrom('claims')
      .select('id')
      .where('number', '=', claimNumber)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const dueDates: string[] = [];
    for (const task of tasks) {
      const due = shiftDays(calendarToday(), task.dueInDays);
      dueDates.push(formatDate(due));
      await handle.db
        .insertInto('tasks')
        .values({
          id: randomUUID(),
          claim_id: claim.id,
          reference: `E2E-${randomUUID()}`,
          title: task.title,
          detail: '',
          due_date: storedDayOf(due),
          action: task.action,
          document_type_id: task.documentTypeId ?? null,
          status: 'open',
          created_at: now,
          updated_at: now,
          completed_at: null,
          completed_by_submission_id: null,
        })
        .execute();
    }
    return dueDates;
  } finally {
    await handle.destroy();
  }
}
