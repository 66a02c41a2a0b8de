import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_MAX_BYTES, endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/connect.js';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seed/index.js';
import { S3RVER_CREDENTIALS, type S3TestServer, startS3TestServer } from '../support/s3-test-server.js';
import { openSameDatabase } from '../support/shared-database.js';
import { createTestDatabase, testDialect } from '../support/test-database.js';

/**
 * Issue 16 "Run as several servers": two servers on one PostgreSQL database and one S3-compatible
 * store, called over real HTTP as a load balancer would, with no stickiness. Only the
 * server-postgres project picks this folder up (vitest.config.ts).
 */

let s3: S3TestServer;
let folder: string;
let databaseA: DatabaseHandle;
let databaseB: DatabaseHandle;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
let a: string;
let b: string;

async function startServer(database: DatabaseHandle): Promise<{ app: FastifyInstance; origin: string }> {
  const config = loadConfig(
    {
      LOG_LEVEL: process.env.TWO_SERVERS_LOG ?? 'silent',
      NODE_ENV: 'test',
      DATA_DIR: join(folder, 'data'),
      WEB_DIST_DIR: join(folder, 'dist'),
      SIGNIN_VERIFICATION: 'never',
      STORAGE_URL: `s3://${s3.bucket}/portal/files`,
      AWS_ENDPOINT_URL: s3.endpoint,
    },
    folder,
  );
  const app = await buildApp(config, { database });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin };
}

async function call<T>(origin: string, path: string, body: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

beforeAll(async () => {
  expect(testDialect()).toBe('postgres');
  // The SDK's default credential chain reads these, as in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  s3 = await startS3TestServer();
  folder = mkdtempSync(join(tmpdir(), 'portal-two-servers-'));
  databaseA = await createTestDatabase();
  databaseB = await openSameDatabase(databaseA);
  await seedDemoData(databaseA, {
    now: new Date(),
    writeFile: async () => randomBytes(16).toString('base64url'),
  });
  ({ app: serverA, origin: a } = await startServer(databaseA));
  ({ app: serverB, origin: b } = await startServer(databaseB));
});

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await databaseB?.destroy();
  await databaseA?.destroy();
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('two servers on one PostgreSQL database and one object store', () => {
  it('are both ready, each checking the database and the bucket', async () => {
    for (const origin of [a, b]) {
      const response = await fetch(`${origin}/readyz`);
      expect(response.status, origin).toBe(200);
    }
  });

  it('honour a session signed in on one server on the other, and a sign-out on either', async () => {
    const login = await call<{ AccessToken: string }>(a, endpoints.login.path, {
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.json.AccessToken;

    const claims = await call<unknown[]>(b, endpoints.getClaims.path, { AccessToken: token });
    expect(claims.status).toBe(200);
    expect(claims.json.length).toBeGreaterThan(0);

    const logout = await call(b, endpoints.logout.path, { AccessToken: token });
    expect(logout.status).toBe(200);
    const afterLogout = await call<{ Number: number }[]>(a, endpoints.getClaims.path, { AccessToken: token });
    expect(afterLogout.status).toBe(225);
  });

  it('serve on one server a file streamed into the object store through the other, byte for byte', async () => {
    const login = await call<{ AccessToken: string }>(b, endpoints.login.path, {
      AccessToken: '',
      EmailAddress: 'alex@example.com',
      Password: DEMO_PASSWORD,
    });
    const token = login.json.AccessToken;
    const claim = await databaseA.db
      .selectFrom('accounts')
      .innerJoin('claimant_claims', 'claimant_claims.claimant_id', 'accounts.claimant_id')
      .innerJoin('claims', 'claims.id', 'claimant_claims.claim_id')
      .select('claims.number')
      .where('accounts.username', '=', 'alex@example.com')
      .orderBy('claims.number')
      .executeTakeFirstOrThrow();
    expect(
      (await call(a, endpoints.selectClaim.path, { AccessToken: token, Number: claim.number })).status,
    ).toBe(200);
    const form = await call<{ Identifier: string }>(b, endpoints.updatePersonalDetails.path, {
      AccessToken: token,
      Title: 'Mrs',
      FirstName: 'Alex',
      MiddleNames: 'Jordan',
      Surname: 'Newname',
      DateOfBirth: '14/02/1985',
      Reason: 1,
    });
    expect(form.status).toBe(200);

    // As large as the portal takes ("below 10MB"): more than one 5 MiB part, so a multipart upload.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_MAX_BYTES - 1 - 9)]);
    const body = new FormData();
    body.append('accessToken', token);
    body.append('FormId', form.json.Identifier);
    body.append('uploads[]', new Blob([bytes], { type: 'application/pdf' }), 'certificate.pdf');
    const upload = await fetch(`${a}${endpoints.uploadDetailsFile.path}`, { method: 'POST', body });
    const answer = await upload.text();
    expect(upload.status, answer).toBe(200);
    const { FileId } = JSON.parse(answer) as { FileId: string };

    const read = await call<{ Data: string; Filename: string }>(b, endpoints.getFileContent.path, {
      AccessToken: token,
      Identifier: FileId,
    });
    expect(read.status).toBe(200);
    expect(read.json.Filename).toBe('certificate.pdf');
    const back = Buffer.from(read.json.Data, 'base64');
    expect(back.length).toBe(bytes.length);
    expect(createHash('sha256').update(back).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    // The bytes went to the object store, not to either server's disk.
    expect(existsSync(join(folder, 'data', 'files'))).toBe(false);
  });
});
