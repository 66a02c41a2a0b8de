// Starts the built server as a child process on a free loopback port with its own data folder, for the
// e2e suite and the benchmark. Keeps the server's recent output so a failed start explains itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serverEntry } from './build-output.mjs';

/**
 * The environment of a server a benchmark measures: production, as operators run it (answers written
 * by the contract's compiled writers without the development check, ADR 0046), no request lines, and
 * sign-in without the access code.
 */
export const BENCH_SERVER_ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn', SIGNIN_VERIFICATION: 'never' };

/** Asks the OS for a port that is free right now on the given host. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node apps/server/dist/server.js` and resolves once GET /healthz answers 200.
 * A fresh temporary DATA_DIR is made (and removed on stop) unless one is given, so the embedded
 * SQLite database starts empty and the demo data is seeded.
 */
export async function startServer({ host = '127.0.0.1', env = {}, dataDir, readyTimeoutMs = 60_000 } = {}) {
  const port = await freePort(host);
  const ownDataDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'claimant-portal-'));
  const baseUrl = `http://${host}:${port}`;
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: host,
      PORT: String(port),
      DATA_DIR: dir,
      PUBLIC_ORIGIN: baseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const output = () => lines.join('\n');

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timeout = sleep(10_000).then(() => 'timeout');
      if ((await Promise.race([exitPromise, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    if (ownDataDir) rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(
        `The server exited before it was ready (code ${exited.code}, signal ${exited.signal}). Its output:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer GET /healthz within ${readyTimeoutMs} ms. Its output:\n${output()}`,
      );
    }
    await sleep(100);
  }
  return { baseUrl, port, dataDir: dir, pid: child.pid, output, stop };
}
