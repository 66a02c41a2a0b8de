import { calendarToday } from '@portal/contract';
import { newId } from '../../lib/ids.js';
import { shiftDays, storedDayOf } from '../../lib/melbourne-time.js';
import type { SeedContext } from './seed-context.js';
import { hoursBefore } from './seed-context.js';
import type { SeededPeople } from './seed-people.js';

/** The Send documents form's type of a certificate of capacity (reference-lists.ts DocumentFormTypes). */
const CERTIFICATE_OF_CAPACITY = 2;

/** yyyy-mm-dd of the Melbourne day `days` from the seed's day (negative: before). */
function dueDay(ctx: SeedContext, days: number): string {
  return storedDayOf(shiftDays(calendarToday(ctx.now), days));
}

/**
 * Things to do on Alex's claim 12/34567 (issue 32 "Demo data"): two open requests, one overdue and one
 * for documents (the same one: the updated certificate of capacity), the self-assessment due in two
 * weeks, and one done, completed by Alex's first certificate of capacity (seed-sent-items.ts).
 */
export async function seedTasks(ctx: SeedContext, people: SeededPeople): Promise<number> {
  const claimId = people.claimIds['12/34567'];
  if (!claimId) throw new Error('Demo claim 12/34567 was not seeded');
  const firstCertificate = await ctx.db
    .selectFrom('submissions')
    .select(['id', 'submitted_at'])
    .where('claim_id', '=', claimId)
    .where('kind', '=', 'documents')
    .orderBy('submitted_at')
    .executeTakeFirst();
  const at = (hours: number) => hoursBefore(ctx.now, hours).toISOString();
  const rows = [
    {
      reference: 'DEMO-TASK-COC-UPDATE',
      title: 'Send your updated certificate of capacity',
      detail:
        'Your current certificate of capacity has ended. Please ask your doctor for a new one and send it ' +
        'to us, so your income support payments can continue.',
      due_date: dueDay(ctx, -3),
      action: 'documents',
      document_type_id: CERTIFICATE_OF_CAPACITY,
      status: 'open',
      created_at: at(24 * 17),
      completed_at: null,
      completed_by_submission_id: null,
    },
    {
      reference: 'DEMO-TASK-SELF-ASSESSMENT',
      title: 'Complete your self-assessment',
      detail: 'Tell us how your recovery is going, so we can plan the support you need next.',
      due_date: dueDay(ctx, 14),
      action: 'survey',
      document_type_id: null,
      status: 'open',
      created_at: at(24 * 2),
      completed_at: null,
      completed_by_submission_id: null,
    },
    {
      reference: 'DEMO-TASK-COC-FIRST',
      title: 'Send your certificate of capacity',
      detail: 'To start your income support payments we need a certificate of capacity from your doctor.',
      due_date: dueDay(ctx, -215),
      action: 'documents',
      document_type_id: CERTIFICATE_OF_CAPACITY,
      status: 'done',
      created_at: at(24 * 230),
      completed_at: firstCertificate?.submitted_at ?? at(24 * 222),
      completed_by_submission_id: firstCertificate?.id ?? null,
    },
  ];
  for (const row of rows) {
    await ctx.db
      .insertInto('tasks')
      .values({ id: newId(), claim_id: claimId, ...row, updated_at: row.completed_at ?? row.created_at })
      .execute();
  }
  return rows.length;
}
