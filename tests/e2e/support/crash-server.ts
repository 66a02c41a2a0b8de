// A built server that a crash test can kill with SIGKILL and start again on the same data: the
// embedded SQLite file and the stored files in one DATA_DIR, or a throw-away PostgreSQL database
// (issue 16 "Crash tests"). Traffic stays on 127.0.0.1; every call goes through the real HTTP API.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type StartedServer, startServer } from '../../../scripts/lib/server-process.mjs';

export type CrashDatabase = 'sqlite' | 'postgres';

/** A data folder (and PostgreSQL database) that outlives the server processes started on it. */
export interface CrashSite {
  dataDir: string;
  /** What the test opens to inspect the data: the SQLite file, or the PostgreSQL url. */
  databaseUrl: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createCrashSite(database: CrashDatabase): Promise<CrashSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'claimant-portal-crash-'));
  // Sign-in without the access-code step: the crash test signs in through the API only.
  const env: Record<string, string> = { SIGNIN_VERIFICATION: 'never', LOG_LEVEL: 'warn' };
  if (database === 'sqlite') {
    return {
      dataDir,
      databaseUrl: join(dataDir, 'portal.sqlite'),
      env,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `portal_crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    env: { ...env, DATABASE_URL: url.toString(), SEED_DEMO: '1' },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(base, `drop database if exists "${name}" with (force)`);
    },
  };
}

export function startOn(site: CrashSite): Promise<StartedServer> {
  return startServer({ dataDir: site.dataDir, env: site.env });
}

/** kill -9: the process gets no chance to finish a request, close the database or tidy files. */
export async function killHard(server: StartedServer): Promise<void> {
  if (server.pid) process.kill(server.pid, 'SIGKILL');
  await server.stop();
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Signs Alex in through the API and selects the claim the part-2 journeys submit on. */
export async function signInAlex(baseUrl: string, claimNumber: string): Promise<string> {
  const login = await postJson(baseUrl, '/api/account/login', {
    AccessToken: '',
    EmailAddress: 'alex@example.com',
    Password: 'Portal-demo-1',
    RememberMe: false,
    DeviceType: 0,
  });
  const answer = login.body as { AccessToken?: string; AccountActivated?: number };
  if (login.status !== 200 || answer.AccountActivated !== 2 || !answer.AccessToken) {
    throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
  const select = await postJson(baseUrl, '/api/claim/selectclaim', {
    AccessToken: answer.AccessToken,
    Number: claimNumber,
  });
  if (select.status !== 200) throw new Error(`selectclaim failed: ${JSON.stringify(select.body)}`);
  return answer.AccessToken;
}

const BOUNDARY = '----crash-test-boundary';

function partHeader(name: string, filename?: string): string {
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf`
    : `form-data; name="${name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`;
}

/** A PDF of `size` bytes: the magic the server checks, then filler. */
export function pdfBytes(size: number, tag: string): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${tag}\n`);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** One whole multipart upload; answers the status and JSON answer. */
export async function uploadFile(
  baseUrl: string,
  path: string,
  token: string,
  filename: string,
  content: Buffer,
): Promise<{ status: number; body: unknown }> {
  const body = Buffer.concat([
    Buffer.from(partHeader('accessToken') + token + '\r\n'),
    Buffer.from(partHeader('uploads[]', filename)),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * Starts an upload of `totalBytes` and sends its file `chunkBytes` at a time; resolves once `sentBytes`
 * are on the wire, leaving the request open (the caller kills the server mid-body). Errors of the
 * request after the kill are expected and swallowed.
 */
export function startSlowUpload(
  baseUrl: string,
  path: string,
  token: string,
  options: { totalBytes: number; sentBytes: number; chunkBytes: number },
): Promise<void> {
  const head = Buffer.from(
    partHeader('accessToken') + token + '\r\n' + partHeader('uploads[]', 'cut-short.pdf'),
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const file = pdfBytes(options.totalBytes, 'cut short');
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    req.on('error', () => undefined);
    req.on('response', (response) => {
      response.resume();
      reject(new Error(`the upload was answered (${response.statusCode}) before it was cut short`));
    });
    req.write(head);
    let offset = 0;
    const next = () => {
      if (offset >= options.sentBytes) {
        resolve();
        return;
      }
      const chunk = file.subarray(offset, offset + options.chunkBytes);
      offset += chunk.length;
      req.write(chunk, () => setTimeout(next, 5));
    };
    next();
  });
}
