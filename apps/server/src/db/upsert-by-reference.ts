import type { Kysely } from 'kysely';
import { AppError } from '../lib/app-error.js';
import type { Database, NewRow } from './schema.js';

/**
 * The tables the provider writes with an idempotent PUT by its own reference (issue 32: requests,
 * payments, timeline events), each with a unique index on `reference` (migrations 0013-0015).
 */
export type TableByReference = 'tasks' | 'payments' | 'claim_events';

/** What the insert found: this call made the row, or one with the reference was stored already. */
export type ByReference<Stored> = { created: true } | { created: false; stored: Stored };

/**
 * The first step of every provider PUT by reference, built once: inserts the row unless one with its
 * reference exists, and otherwise reads the stored row for the caller to compare and update in the same
 * transaction. The unique index decides between parallel PUTs on both databases, so exactly one of them
 * creates the row (and tells the claimant, if anything is told); on PostgreSQL the others wait on the
 * index for the first to commit and then read its row. A stored row that cannot be read (deleted in the
 * meantime) answers not found (the PUT changes nothing).
 */
export async function insertOrFindByReference<T extends TableByReference, Stored>(
  trx: Kysely<Database>,
  table: T,
  row: NewRow<T> & { reference: string },
  findStored: (trx: Kysely<Database>, reference: string) => Promise<Stored | undefined>,
): Promise<ByReference<Stored>> {
  // Kysely cannot relate a row type to a table chosen by a type parameter; the three tables share
  // `id` and `reference`, which is all this statement names.
  const inserted = await (trx as unknown as Kysely<Pick<Database, TableByReference>>)
    .insertInto(table as TableByReference)
    .values(row as NewRow<TableByReference>)
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) return { created: true };
  const stored = await findStored(trx, row.reference);
  if (stored === undefined) throw new AppError('notFound');
  return { created: false, stored };
}

/** True when any of the fields a PUT sets differs from the stored row's (a repeat changes nothing). */
export function differsFrom<
  Stored,
  Fields extends { [Key in keyof Fields]: Key extends keyof Stored ? unknown : never },
>(stored: Stored, fields: Fields): boolean {
  return (Object.keys(fields) as (keyof Fields & keyof Stored)[]).some(
    (key) => (stored[key] as unknown) !== fields[key],
  );
}
