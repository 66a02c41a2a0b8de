import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '../../src/db/seed/index.js';
import { newStorageKey } from '../../src/storage/file-storage.js';
import type { TestApp } from '../support/test-app.js';

/** Shared by the personal-details and file API tests. */

/** The demo people with their files really in the app's storage (getfilecontent reads them). */
export async function seedDemoWithFiles(t: TestApp): Promise<void> {
  await seedDemoData(t.database, {
    now: t.clock.now(),
    hashPassword: async () => 'not-used-by-these-tests',
    writeFile: async (bytes) => {
      const key = newStorageKey();
      await t.app.storage.put(key, bytes);
      return key;
    },
  });
}

/** A signed-in session of a demo account (alex@example.com, sam@example.com), with its first claim selected. */
export async function signIn(t: TestApp, username: string): Promise<{ token: string; claimantId: string }> {
  const account = await t.database.db
    .selectFrom('accounts')
    .select(['id', 'claimant_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const claim = await t.database.db
    .selectFrom('claimant_claims')
    .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
    .select('claims.id')
    .where('claimant_claims.claimant_id', '=', account.claimant_id)
    .orderBy('claims.number')
    .executeTakeFirstOrThrow();
  const { token } = await t.createSession({
    kind: 'signedIn',
    accountId: account.id,
    claimantId: account.claimant_id,
    selectedClaimId: claim.id,
  });
  return { token, claimantId: account.claimant_id };
}

export function postJson(t: TestApp, url: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Uint8Array; contentType?: string };

/** A multipart/form-data body built by hand, parts in the given order. */
export function multipart(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----portal-test-boundary-7d1c';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.content), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST uploaddetailsfile with the token and form id first, then the file (the order clients use). */
export function uploadDetailsFile(
  t: TestApp,
  token: string,
  formId: string,
  filename: string,
  content: Uint8Array,
) {
  return uploadParts(t, [
    { name: 'accessToken', value: token },
    { name: 'FormId', value: formId },
    { name: 'uploads[]', filename, content },
  ]);
}

export function uploadParts(t: TestApp, parts: readonly MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: endpoints.uploadDetailsFile.path, payload, headers });
}

export const errorsOf = (response: LightMyRequestResponse) =>
  response.json() as { Number: number; Message: string }[];

/** How many files the app's storage folder holds (partial files included). */
export function storedFileCount(t: TestApp): number {
  const walk = (dir: string): number => {
    let count = 0;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return 0;
    }
    for (const entry of entries) {
      count += entry.isDirectory() ? walk(join(dir, entry.name)) : 1;
    }
    return count;
  };
  return walk(join(t.config.dataDir, 'files'));
}

/** Sample contents whose first bytes are what their names claim (or deliberately not). */
export const samples = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452', 'hex'),
    Buffer.alloc(32, 7),
  ]),
  windowsExecutable: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.from([0x90, 0x00, 0x03, 0x00]),
    Buffer.alloc(64),
  ]),
  linuxExecutable: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(64)]),
  text: Buffer.from('Marriage certificate number 12345 — issued in Melbourne.\n'),
  textWithNul: Buffer.from('looks like text\u0000but is not\n'),
};

/** A personal-details form the contract's rules accept (Reason 1 = "Marriage or civil union"). */
export const validDetailsForm = {
  Title: 'Mrs',
  FirstName: 'Alex',
  MiddleNames: 'Jordan',
  Surname: 'Newname',
  DateOfBirth: '14/02/1985',
  Reason: 1,
};
