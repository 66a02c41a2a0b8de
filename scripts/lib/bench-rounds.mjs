// Interleaved rounds for the messaging group of `npm run bench` (issue 15's list targets). This machine's
// speed drifts by up to two within a minute (a shared 2-core VM): the bare route measured once before and
// once after a minute of cases moved 3 203 → 1 795 req/s in one group, and the server's own CPU per call
// moved 0.36 → 0.65 ms between runs. So each case's requests are split into rounds, the bare route runs
// before and after every round, and a case's ratio is the median of its rounds' ratios, each to the floor
// of its own round: a few seconds apart rather than a minute. Pure functions; the load loop is elsewhere.
import { percentile } from './load-loop.mjs';

export const defaultBenchRounds = 5;
const MAX_ROUNDS = 20;

/** BENCH_ROUNDS as a whole number of rounds from 1 to 20; the default when unset or not a number. */
export function benchRoundsFromEnv(value) {
  const rounds = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(rounds)) return defaultBenchRounds;
  return Math.min(Math.max(Math.round(rounds), 1), MAX_ROUNDS);
}

/** The median of the finite values (the mean of the middle two for an even count); NaN when none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const sumOf = (values) => values.reduce((total, value) => total + value, 0);

/**
 * One result from a case's slices, as the load loop reports one run: requests, errors, answers and
 * seconds summed, latencies merged for p50 and p99, and the CPU per request of the server (and of the
 * database backends, when measured) summed over the slices, so ten-millisecond CPU ticks add up.
 * Slices: { requests, concurrency, errors, statuses, seconds, latencies (sorted), cpuMs, databaseCpuMs }.
 */
export function combineSlices(slices) {
  const requests = sumOf(slices.map((slice) => slice.requests));
  const seconds = sumOf(slices.map((slice) => slice.seconds));
  const statuses = {};
  for (const slice of slices) {
    for (const [kind, count] of Object.entries(slice.statuses))
      statuses[kind] = (statuses[kind] ?? 0) + count;
  }
  const latencies = slices.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const perRequest = (key) =>
    slices.some((slice) => slice[key] === null || slice[key] === undefined)
      ? null
      : sumOf(slices.map((slice) => slice[key])) / requests;
  return {
    requests,
    concurrency: Math.max(...slices.map((slice) => slice.concurrency)),
    errors: sumOf(slices.map((slice) => slice.errors)),
    statuses,
    seconds,
    rps: requests / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMsPerRequest: perRequest('cpuMs'),
    databaseCpuMsPerRequest: perRequest('databaseCpuMs'),
  };
}

// A slice's latencies come sorted from the load loop.
const p99Of = (slice) => percentile(slice.latencies, 0.99);
const rpsOf = (slice) => slice.requests / slice.seconds;

/**
 * A case against the bare route, round by round: round r's floor is the mean of the bare runs before
 * and after it (`bareSlices` has one more slice than `caseSlices`). Answers the median of the rounds'
 * req/s ratios and of their p99 ratios, and the req/s ratio of every round (for the report).
 */
export function ratiosToFloor(caseSlices, bareSlices) {
  if (bareSlices.length !== caseSlices.length + 1) {
    throw new Error(
      `${caseSlices.length} rounds need ${caseSlices.length + 1} bare runs, not ${bareSlices.length}`,
    );
  }
  const floorOf = (round, valueOf) => (valueOf(bareSlices[round]) + valueOf(bareSlices[round + 1])) / 2;
  const rounds = caseSlices.map((slice, round) => rpsOf(slice) / floorOf(round, rpsOf));
  return {
    rps: median(rounds),
    p99: median(caseSlices.map((slice, round) => p99Of(slice) / floorOf(round, p99Of))),
    rounds,
  };
}

/**
 * How many times the cost of a request of `cheaper` one of `dearer` costs, by requests/s: the median over
 * the rounds of cheaper's req/s ÷ dearer's req/s, both measured in the same round.
 */
export function costRatio(dearerSlices, cheaperSlices) {
  return median(dearerSlices.map((slice, round) => rpsOf(cheaperSlices[round]) / rpsOf(slice)));
}
