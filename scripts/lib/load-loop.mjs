// The load loop of `npm run bench`: a fixed number of requests with fixed concurrency against one case,
// latencies measured per request, answers counted by kind. Shared by every case group so the bare
// Fastify route and the getmessages cases are measured the same way (issue 5 "Done when").
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

async function send(baseUrl, benchCase) {
  const started = performance.now();
  const response = await fetch(baseUrl + benchCase.path, {
    method: benchCase.method,
    headers: benchCase.body ? { 'content-type': 'application/json' } : undefined,
    body: benchCase.body ? JSON.stringify(benchCase.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: answerKind(response.status, text), text };
}

/** "200", "415", or "225#<number>" for a business error, so the report says which error came back. */
export function answerKind(status, text) {
  if (status !== 225) return String(status);
  try {
    const [first] = JSON.parse(text);
    return `225#${first?.Number ?? '?'}`;
  } catch {
    return '225#?';
  }
}

/** One request outside the measurement: the answer's kind, size and parsed body (null when not JSON). */
export async function probe(baseUrl, benchCase) {
  const { status, text } = await send(baseUrl, benchCase);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the kind says enough.
  }
  return { status, bytes: Buffer.byteLength(text), body };
}

/** The latency at quantile `q` (0.5, 0.99) of latencies sorted in ascending order; NaN when none. */
export const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * Runs `count` requests of one case; `concurrency` applies unless the case sets its own. With
 * `keepLatencies` the result also carries every latency, sorted (bench-rounds.mjs merges slices).
 */
export async function runCase(baseUrl, benchCase, count, concurrency, { keepLatencies = false } = {}) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let next = 0;
  const expected = String(benchCase.expectStatus);
  const worker = async () => {
    while (next < count) {
      next += 1;
      let kind;
      try {
        const { ms, status } = await send(baseUrl, benchCase);
        latencies.push(ms);
        kind = status;
      } catch {
        kind = 'no answer';
      }
      statuses[kind] = (statuses[kind] ?? 0) + 1;
      if (kind.split('#')[0] !== expected) errors += 1;
    }
  };
  const started = performance.now();
  const workers = Math.min(benchCase.concurrency ?? concurrency, count);
  await Promise.all(Array.from({ length: workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: count,
    concurrency: workers,
    errors,
    statuses,
    seconds,
    rps: count / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ...(keepLatencies ? { latencies } : {}),
  };
}

/**
 * CPU time (user + system, ms) a process has used, from /proc/<pid>/stat (Linux; USER_HZ is 100 there),
 * or null elsewhere. Per request it is steadier than latency on a busy machine: other processes take
 * turns on the cores but not this process's own work.
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), counted from the state field (3).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export const describeStatuses = (statuses) =>
  Object.entries(statuses)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');

/** The results table's header and rows, one format for every group. */
export const NAME_WIDTH = 44;

export const tableHeader = (extra = '') =>
  `${'case'.padEnd(NAME_WIDTH)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ` +
  `${'conc'.padStart(5)} ${'errors'.padStart(6)}${extra}`;

export const tableRow = (name, result, extra = '') =>
  `${name.padEnd(NAME_WIDTH)} ${result.rps.toFixed(0).padStart(9)} ${result.p50.toFixed(2).padStart(8)} ` +
  `${result.p99.toFixed(2).padStart(8)} ${String(result.concurrency).padStart(5)} ${String(result.errors).padStart(6)}${extra}`;
