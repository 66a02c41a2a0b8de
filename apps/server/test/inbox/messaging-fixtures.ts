import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { claimantRow } from '../support/claimant-row.js';
import { type TestApp, postJson } from '../support/test-app.js';

/** Shared by the inbox and sent-items API tests (issue 5): rows inserted straight into the database. */

let nextClaim = 30_000;

export interface ClaimantFixture {
  claimantId: string;
  /** The claimant's claims, in the order asked for. */
  claimIds: string[];
}

/** A claimant with `claims` claims of their own (numbers 77/3xxxx). */
export async function insertClaimant(t: TestApp, name: string, claims = 1): Promise<ClaimantFixture> {
  const db = t.database.db;
  const at = t.clock.now().toISOString();
  const claimantId = newId();
  await db
    .insertInto('claimants')
    .values(
      claimantRow({ id: claimantId, first_name: name, surname: 'Fixture', date_of_birth: '1980-06-15' }, at),
    )
    .execute();
  const claimIds: string[] = [];
  for (let i = 0; i < claims; i++) {
    nextClaim += 1;
    const claimId = newId();
    await db
      .insertInto('claims')
      .values({
        id: claimId,
        number: `77/${nextClaim}`,
        accident_date: '2025-01-10',
        location: null,
        created_at: at,
      })
      .execute();
    await linkClaim(t, claimantId, claimId);
    claimIds.push(claimId);
  }
  return { claimantId, claimIds };
}

export async function linkClaim(t: TestApp, claimantId: string, claimId: string): Promise<void> {
  await t.database.db
    .insertInto('claimant_claims')
    .values({ claimant_id: claimantId, claim_id: claimId })
    .execute();
}

/** A signed-in session token with the claim selected (or none). */
export async function signedInOn(t: TestApp, claimantId: string, claimId: string | null): Promise<string> {
  const { token } = await t.createSession({ kind: 'signedIn', claimantId, selectedClaimId: claimId });
  return token;
}

export interface MessageFixture {
  id?: string;
  subject?: string;
  body?: string;
  receivedAt: string;
  /** Defaults to five minutes before receivedAt. */
  sentAt?: string;
  readAt?: string | null;
}

/** Inbox messages on a claim, in one insert; answers their ids in the given order. */
export async function insertMessages(
  t: TestApp,
  claimId: string,
  messages: readonly MessageFixture[],
): Promise<string[]> {
  const rows = messages.map((message) => ({
    id: message.id ?? newId(),
    claim_id: claimId,
    subject: message.subject ?? 'A message',
    body: message.body ?? 'The text of the message.',
    sent_at: message.sentAt ?? new Date(Date.parse(message.receivedAt) - 5 * 60_000).toISOString(),
    received_at: message.receivedAt,
    read_at: message.readAt ?? null,
    created_at: message.receivedAt,
  }));
  // Batches keep PostgreSQL's and SQLite's parameter limits out of the way.
  for (let i = 0; i < rows.length; i += 100) {
    await t.database.db
      .insertInto('inbox_messages')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  return rows.map((row) => row.id);
}

/** `count` messages one hour apart, newest first: subject `Message 00` is the newest. */
export function hourlyMessages(count: number, newest: string): MessageFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    subject: `Message ${String(i).padStart(2, '0')}`,
    receivedAt: new Date(Date.parse(newest) - i * 3_600_000).toISOString(),
  }));
}

/** A stored file row (no bytes: these tests only list files). */
export async function insertStoredFile(
  t: TestApp,
  file: { filename: string; claimantId: string | null; claimId: string; purpose: string; status?: string },
): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto('stored_files')
    .values({
      id,
      claimant_id: file.claimantId,
      claim_id: file.claimId,
      filename: file.filename,
      mime_type: 'application/pdf',
      size_bytes: 10,
      storage_key: newId(),
      sha256: '0'.repeat(64),
      purpose: file.purpose,
      status: file.status ?? 'attached',
      form_id: null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** Attaches files to a message at positions given by their order here. */
export async function attachToMessage(t: TestApp, messageId: string, fileIds: readonly string[]) {
  await t.database.db
    .insertInto('inbox_attachments')
    .values(fileIds.map((file_id, position) => ({ message_id: messageId, file_id, position })))
    .execute();
}

export async function readAtOf(t: TestApp, messageId: string): Promise<string | null> {
  const row = await t.database.db
    .selectFrom('inbox_messages')
    .select('read_at')
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  return row.read_at;
}

export function call(t: TestApp, path: string, body: unknown) {
  return postJson(t.app, path, body);
}

export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** The error numbers of a 225 answer. */
export function errorNumbers(response: LightMyRequestResponse): number[] {
  expect(response.statusCode, response.body).toBe(225);
  return (response.json() as { Number: number }[]).map((error) => error.Number);
}
