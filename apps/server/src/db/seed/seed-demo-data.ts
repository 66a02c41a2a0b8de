import { hash } from '@node-rs/argon2';
import { defaultBranding, type Branding } from '@portal/contract';
import { newId } from '../../lib/ids.js';
import type { DatabaseHandle } from '../connect.js';
import type { Database } from '../schema.js';
import type { SeedContext } from './seed-context.js';
import { seedDrafts } from './seed-drafts.js';
import { seedInbox } from './seed-inbox.js';
import { seedPeople } from './seed-people.js';
import { seedReferenceData, seedSampleDirectories } from './seed-reference.js';
import { seedSentItems } from './seed-sent-items.js';
import { seedTasks } from './seed-tasks.js';
import { seedPayments } from './seed-payments.js';
import { seedTimeline } from './seed-timeline.js';

export interface SeedOptions {
  /** The seeding time; message dates and account ages are relative to it. Default: now. */
  now?: Date;
  /** Password hasher; default argon2id from @node-rs/argon2 (its default algorithm). */
  hashPassword?: (password: string) => Promise<string>;
  /** Stores an attachment's bytes and answers the storage key it chose (the server's file storage). */
  writeFile: (bytes: Uint8Array) => Promise<string>;
  /** Fills `{provider}` / `{phone}` in demo texts; default the contract's defaultBranding. */
  branding?: Branding;
}

export type SeedResult =
  | { seeded: false; reason: string }
  | { seeded: true; claimants: number; claims: number; inboxMessages: number; sentItems: number };

/**
 * Tables the demo seed fills and nothing else does at start. The BSB directory and the address
 * index are left out: an operator may import them before first start, and the seed then keeps them.
 */
const seededTables = [
  'claimants',
  'claims',
  'accounts',
  'inbox_messages',
  'dropdown_items',
  'services',
  'content_items',
  'survey_questions',
] as const satisfies readonly (keyof Database)[];

/** True when no claimant, claim, account, message, list, service, content or survey row exists. */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  for (const table of seededTables) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('found'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Seeds the demo data of issue 2 item 5 into an empty database, in one transaction. A database that
 * holds data is never touched: the call answers `{ seeded: false }` instead. Whether to seed at all
 * (embedded database, or SEED_DEMO=1) is the caller's decision.
 */
export async function seedDemoData(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(handle))) return { seeded: false, reason: 'the database already holds data' };
  const now = options.now ?? new Date();
  const hashPassword = options.hashPassword ?? ((password: string) => hash(password));
  return handle.db.transaction().execute(async (trx) => {
    const ctx: SeedContext = {
      db: trx,
      now,
      branding: options.branding ?? defaultBranding,
      writeFile: options.writeFile,
    };
    const people = await seedPeople(ctx, hashPassword);
    await seedReferenceData(ctx);
    await seedSampleDirectories(ctx, handle);
    const inboxMessages = await seedInbox(ctx, people);
    const sentItems = await seedSentItems(ctx, people);
    await seedDrafts(ctx, people);
    await seedTasks(ctx, people);
    await seedPayments(ctx, people);
    await seedTimeline(ctx, people);
    await trx
      .insertInto('audit_log')
      .values({
        id: newId(),
        at: now.toISOString(),
        actor_kind: 'system',
        actor_id: null,
        claimant_id: null,
        action: 'demoDataSeeded',
        client_ip: null,
        device: null,
        request_id: null,
        details: JSON.stringify({ claimants: Object.keys(people.claimantIds).length }),
      })
      .execute();
    return {
      seeded: true,
      claimants: Object.keys(people.claimantIds).length,
      claims: Object.keys(people.claimIds).length,
      inboxMessages,
      sentItems,
    };
  });
}
