import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { demoSignIns, isDatabaseEmpty, seedDemoData } from './db/seed/index.js';
import { hasAnyAccountNamed } from './modules/claimant/claimant.service.js';
import { DEV_OUTBOX_PATH } from './modules/dev-outbox/dev-outbox.routes.js';
import { newStorageKey } from './storage/file-storage.js';
import { hashPassword } from './lib/password-hash.js';

/**
 * Demo data at start (issue 2 §5): the embedded default database is seeded when it is empty, so a
 * fresh clone shows a working portal. A database named by DATABASE_URL is seeded only with
 * SEED_DEMO=1, and SEED_DEMO=0 never seeds. A database that holds anything is never seeded.
 */

export interface DemoOutcome {
  seeded: boolean;
  /** The demo accounts exist (seeded now or earlier), so the sign-ins are worth printing. */
  showSignIns: boolean;
}

export function shouldSeed(config: Config): boolean {
  if (config.seedDemo === 'no') return false;
  return config.seedDemo === 'yes' || config.isEmbeddedDatabase;
}

async function hasDemoAccounts(app: FastifyInstance): Promise<boolean> {
  const emails = demoSignIns.filter((s) => s.password !== null).map((s) => s.email.toLowerCase());
  return hasAnyAccountNamed(app.database.db, emails);
}

export async function prepareDemoData(app: FastifyInstance, config: Config): Promise<DemoOutcome> {
  let seeded = false;
  if (shouldSeed(config) && (await isDatabaseEmpty(app.database))) {
    app.log.info('empty database: seeding demo data');
    const result = await seedDemoData(app.database, {
      now: app.now(),
      hashPassword,
      branding: { providerName: config.providerName, providerPhone: config.providerPhone },
      writeFile: async (bytes: Uint8Array) => {
        const key = newStorageKey();
        await app.storage.put(key, bytes);
        return key;
      },
    });
    seeded = result.seeded;
    app.log.info({ result }, seeded ? 'demo data seeded' : 'demo data not seeded');
  }
  return { seeded, showSignIns: seeded || (await hasDemoAccounts(app)) };
}

/** The demo sign-ins as a plain-text table for the console. */
export function formatDemoSignIns(): string {
  const rows = demoSignIns.map((s) => [s.email, s.password ?? '(register first)', s.note]);
  const header = ['E-mail', 'Password', 'What it shows'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return ['Demo sign-ins:', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join(
    '\n',
  );
}

/**
 * Where sign-in codes go when no mail server is configured (the outbox, issue 10 "A newcomer's first
 * ten minutes"). A code exists only once the access-code page asks for one, so the hint says so.
 */
export function formatOutboxHint(origin: string): string {
  return [
    `Access codes, usernames and notices go to the outbox, no mail server needed: ${origin}${DEV_OUTBOX_PATH}`,
    'A code is sent only when the access-code page asks for one: sign in first, then read the code there.',
  ].join('\n');
}

/** What the server prints once it listens: its address, the demo sign-ins, and where codes go. */
export function formatStartupBanner(input: {
  origin: string;
  showSignIns: boolean;
  usesOutbox: boolean;
}): string {
  const parts = [`Claimant Portal is running at ${input.origin}`];
  if (input.showSignIns) parts.push(formatDemoSignIns());
  if (input.usesOutbox) parts.push(formatOutboxHint(input.origin));
  return `\n${parts.join('\n\n')}\n`;
}
