// The benches' measurement of one case (`npm run bench`): requests through the load loop with the CPU
// time the answering process and the database backends spent on them, and the table's ratio and CPU
// columns. The messaging group measures in slices (bench-rounds.mjs), the draft-save group in one run.
import { combineSlices } from './bench-rounds.mjs';
import { processCpuMs, runCase } from './load-loop.mjs';

const fixed = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
/** The table's req/s÷bare and p99×bare columns. */
export const ratioColumns = (rps, p99) => `  ${fixed(rps).padStart(10)} ${fixed(p99).padStart(8)}`;
export const ratios = (result, floor) => ratioColumns(result.rps / floor.rps, result.p99 / floor.p99);

/** CPU ms used so far by each of `pids` that is still running. */
const cpuOf = (pids) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]).filter(([, ms]) => ms !== null));

function cpuSpent(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * Warm-up, then the measured run, with the CPU time spent per request by the answering process and,
 * on PostgreSQL, by the database backends serving it (`target.databasePids`): SQLite's work is inside
 * the server process. Taken after the warm-up, so the pool's connections are open.
 */
export async function measure(target, benchCase, settings) {
  const warmup = Math.min(settings.warmup, settings.requests);
  if (warmup > 0) await runCase(target.baseUrl, benchCase, warmup, settings.concurrency);
  const databasePids = target.databasePids ? await target.databasePids() : [];
  return combineSlices([await measureSlice(target, benchCase, settings, settings.requests, databasePids)]);
}

export const cpuColumns = (result) =>
  `${(result.cpuMsPerRequest?.toFixed(2) ?? 'n/a').padStart(7)} ${(result.databaseCpuMsPerRequest?.toFixed(2) ?? '-').padStart(6)}`;

/**
 * One slice of a round: `requests` requests of a case with the CPU the answering process and the
 * database backends (`databasePids`) spent on them, and every latency (bench-rounds.mjs combines them).
 */
export async function measureSlice(target, benchCase, settings, requests, databasePids) {
  const serverBefore = cpuOf([target.pid]);
  const databaseBefore = cpuOf(databasePids);
  const result = await runCase(target.baseUrl, benchCase, requests, settings.concurrency, {
    keepLatencies: true,
  });
  return {
    ...result,
    cpuMs: serverBefore.size === 0 ? null : cpuSpent(serverBefore, cpuOf([target.pid])),
    databaseCpuMs: target.databasePids ? cpuSpent(databaseBefore, cpuOf(databasePids)) : null,
  };
}
