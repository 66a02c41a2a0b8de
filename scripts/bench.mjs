// `npm run bench`: a bounded loopback benchmark of the built server. Starts it on a free port with a
// fresh data folder, sends a fixed number of requests per case with fixed concurrency, prints
// requests/s and p50/p99 latency, writes .bench/results.json and stops the server. Traffic never
// leaves 127.0.0.1. Later issues add cases to the list below.
//   BENCH_REQUESTS (default 2000) and BENCH_CONCURRENCY (default 16) tune the load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, repoRoot } from './lib/build-output.mjs';
import { startServer } from './lib/server-process.mjs';

const requests = Math.min(Number(process.env.BENCH_REQUESTS ?? 2000), 100_000);
const concurrency = Math.min(Number(process.env.BENCH_CONCURRENCY ?? 16), 256);
const warmup = Math.min(200, requests);

const cases = [
  { name: 'GET /healthz', method: 'GET', path: '/healthz', expectStatus: 200 },
  {
    name: 'POST /api/maintenance/checkmessage',
    method: 'POST',
    path: '/api/maintenance/checkmessage',
    body: { AccessToken: '' },
    expectStatus: 200,
  },
];

async function send(baseUrl, benchCase) {
  const started = performance.now();
  const response = await fetch(baseUrl + benchCase.path, {
    method: benchCase.method,
    headers: benchCase.body ? { 'content-type': 'application/json' } : undefined,
    body: benchCase.body ? JSON.stringify(benchCase.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.status === benchCase.expectStatus };
}

async function runCase(baseUrl, benchCase, count) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      try {
        const { ms, ok } = await send(baseUrl, benchCase);
        latencies.push(ms);
        if (!ok) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: count, errors, seconds, rps: count / seconds, p50: at(0.5), p99: at(0.99) };
}

await ensureBuilt();
const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
const results = [];
let failed = false;
try {
  console.log(`Benchmarking ${server.baseUrl}: ${requests} requests per case, concurrency ${concurrency}\n`);
  console.log(
    `${'case'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors`,
  );
  for (const benchCase of cases) {
    await runCase(server.baseUrl, benchCase, warmup);
    const result = await runCase(server.baseUrl, benchCase, requests);
    results.push({ case: benchCase.name, concurrency, ...result });
    if (result.errors > 0) failed = true;
    console.log(
      `${benchCase.name.padEnd(40)} ${result.rps.toFixed(0).padStart(9)} ${result.p50.toFixed(2).padStart(8)} ` +
        `${result.p99.toFixed(2).padStart(8)} ${result.errors}`,
    );
  }
} finally {
  await server.stop();
}

const outputDir = join(repoRoot, '.bench');
mkdirSync(outputDir, { recursive: true });
writeFileSync(
  join(outputDir, 'results.json'),
  JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2) + '\n',
);
console.log('\nResults written to .bench/results.json');
if (failed) {
  console.error('Some requests failed or answered an unexpected status.');
  process.exit(1);
}
