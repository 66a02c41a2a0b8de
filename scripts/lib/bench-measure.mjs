// The benches' measurement of one case (`npm run bench`): requests through the load loop with the CPU
// time the answering process and the database backends spent on them, and the table's ratio and CPU
// columns. The messaging group measures in slices (bench-rounds.mjs), the draft-save group in one run.
import { BARE_PATH } from './bare-fastify.mjs';
import { combineSlices, ratiosToFloor } from './bench-rounds.mjs';
import { probe, processCpuMs, runCase } from './load-loop.mjs';

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

/** Requests each process answers before a group's first measurement (see measureAgainstFloor). */
const JIT_WARMUP_REQUESTS = 3000;

/**
 * The cases in interleaved rounds (bench-rounds.mjs says why): each round runs every case once, and the
 * bare route runs before the first round and after each, so every round has a floor of its own. A
 * case's BENCH_REQUESTS are split evenly over the rounds. Answers the slices; report() reads them.
 */
export async function measureAgainstFloor(server, bare, cases, settings) {
  const bareCase = { method: 'POST', path: BARE_PATH, body: cases[0].body, expectStatus: 200 };
  const bareAnswer = await probe(bare.baseUrl, bareCase);
  // Both processes are fresh (the bare one starts with the group): before the first measurement each
  // runs long enough for V8 to optimise its hot code, else the first floor runs cold (measured 1 500
  // against 2 700 req/s for the same route after the group) and flatters every ratio.
  const jitWarmup = Math.min(JIT_WARMUP_REQUESTS, settings.requests * 2);
  await runCase(bare.baseUrl, bareCase, jitWarmup, settings.concurrency);
  await runCase(server.baseUrl, cases[0], jitWarmup, settings.concurrency);
  const answers = [];
  for (const benchCase of cases) {
    answers.push(await probe(server.baseUrl, benchCase));
    const warmup = Math.min(settings.warmup, settings.requests);
    if (warmup > 0) await runCase(server.baseUrl, benchCase, warmup, settings.concurrency);
  }
  // Taken after the warm-ups, so the pool's connections are open.
  const databasePids = server.databasePids ? await server.databasePids() : [];
  const perRound = Math.max(1, Math.round(settings.requests / settings.rounds));
  const bareSlices = [await measureSlice(bare, bareCase, settings, perRound, [])];
  const caseSlices = cases.map(() => []);
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const [index, benchCase] of cases.entries()) {
      caseSlices[index].push(await measureSlice(server, benchCase, settings, perRound, databasePids));
    }
    bareSlices.push(await measureSlice(bare, bareCase, settings, perRound, []));
  }
  const measured = cases.map((benchCase, index) => ({
    benchCase,
    answer: answers[index],
    slices: caseSlices[index],
    result: combineSlices(caseSlices[index]),
    vsBare: ratiosToFloor(caseSlices[index], bareSlices),
  }));
  return { bareBytes: bareAnswer.bytes, bareSlices, bare: combineSlices(bareSlices), measured };
}
