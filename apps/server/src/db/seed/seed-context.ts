import { createHash } from 'node:crypto';
import { brandingValues, formatMessage, type Branding } from '@portal/contract';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.js';
import type { Database } from '../schema.js';

/** What the seeding steps share: the transaction, the clock and the file sink. */
export interface SeedContext {
  db: Kysely<Database>;
  now: Date;
  branding: Branding;
  /** Stores bytes and answers the storage key it chose. */
  writeFile: (bytes: Uint8Array) => Promise<string>;
}

export function fillBranding(text: string, branding: Branding): string {
  return formatMessage(text, brandingValues(branding));
}

export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

export interface StoredDemoFile {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  claimantId: string | null;
  claimId: string;
  purpose: string;
  formId: string | null;
  createdAt: Date;
  /** 'pending' for a file still waiting on a draft; otherwise attached (the default). */
  status?: 'pending' | 'attached';
}

/** Hands the bytes to storage (which picks a random key, never derived from the name) and records the file. */
export async function storeDemoFile(ctx: SeedContext, file: StoredDemoFile): Promise<string> {
  const id = newId();
  const storageKey = await ctx.writeFile(file.bytes);
  await ctx.db
    .insertInto('stored_files')
    .values({
      id,
      claimant_id: file.claimantId,
      claim_id: file.claimId,
      filename: file.filename,
      mime_type: file.mimeType,
      size_bytes: file.bytes.byteLength,
      storage_key: storageKey,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      purpose: file.purpose,
      status: file.status ?? 'attached',
      form_id: file.formId,
      created_at: file.createdAt.toISOString(),
    })
    .execute();
  return id;
}
