// The messaging group of `npm run bench` measures in interleaved rounds, each against the bare route's
// runs on either side of it (issue 15's list targets; scripts/lib/bench-rounds.mjs says why). Pure
// functions, no server.
import { describe, expect, it } from 'vitest';
import {
  type BenchSlice,
  benchRoundsFromEnv,
  combineSlices,
  costRatio,
  defaultBenchRounds,
  median,
  ratiosToFloor,
} from '../../scripts/lib/bench-rounds.mjs';

/** A slice of `requests` answered at `rps`, every latency `latencyMs` but the last 2% (`slowestMs`). */
interface SliceOptions {
  requests?: number;
  latencyMs?: number;
  slowestMs?: number;
  cpuMs?: number;
  databaseCpuMs?: number | null;
}

const slice = (
  rps: number,
  {
    requests = 100,
    latencyMs = 5,
    slowestMs = latencyMs,
    cpuMs = 40,
    databaseCpuMs = null,
  }: SliceOptions = {},
): BenchSlice => ({
  requests,
  concurrency: 16,
  errors: 0,
  statuses: { '200': requests },
  seconds: requests / rps,
  latencies: Array.from({ length: requests }, (_, index) =>
    index < requests * 0.98 ? latencyMs : slowestMs,
  ),
  cpuMs,
  databaseCpuMs,
});

describe('the bench rounds', () => {
  it('reads BENCH_ROUNDS as 1 to 20 rounds, the default when unset or not a number', () => {
    expect(defaultBenchRounds).toBe(5);
    expect(benchRoundsFromEnv(undefined)).toBe(5);
    expect(benchRoundsFromEnv('')).toBe(5);
    expect(benchRoundsFromEnv('many')).toBe(5);
    expect(benchRoundsFromEnv('3')).toBe(3);
    expect(benchRoundsFromEnv('0')).toBe(1);
    expect(benchRoundsFromEnv('99')).toBe(20);
  });

  it('answers the median, of the middle two for an even count, ignoring what is not a number', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("measures each round against the bare runs on either side of it, and answers the rounds' median", () => {
    // The machine slows down and speeds up; the case stays at half its own round's floor but one round.
    const bare = [slice(3000), slice(1000), slice(1000), slice(3000), slice(3000), slice(3000)];
    const cases = [slice(1000), slice(500), slice(1000), slice(1500), slice(300)];
    const { rps, rounds } = ratiosToFloor(cases, bare);
    expect(rounds.map((ratio) => Number(ratio.toFixed(3)))).toEqual([0.5, 0.5, 0.5, 0.5, 0.1]);
    expect(rps).toBeCloseTo(0.5);
    // The ratio of the totals, which the rounds replace, says 0.35: the slow spells weigh more.
    const totals = combineSlices(cases).rps / combineSlices(bare).rps;
    expect(totals).toBeCloseTo(0.347, 3);
  });

  it('compares latencies round by round too: the median p99 ratio', () => {
    const bare = [
      slice(2000, { slowestMs: 10 }),
      slice(2000, { slowestMs: 30 }),
      slice(2000, { slowestMs: 10 }),
    ];
    const cases = [slice(1000, { slowestMs: 40 }), slice(1000, { slowestMs: 40 })];
    expect(ratiosToFloor(cases, bare).p99).toBeCloseTo(2);
  });

  it('refuses rounds without a bare run on each side', () => {
    expect(() => ratiosToFloor([slice(1000)], [slice(2000)])).toThrow('1 rounds need 2 bare runs, not 1');
  });

  it('compares the costs of two cases measured in the same rounds', () => {
    const search = [slice(300), slice(200), slice(900)];
    const first = [slice(900), slice(800), slice(1800)];
    expect(costRatio(search, first)).toBe(3);
  });

  it('combines slices into one run: counts summed, latencies merged, CPU per request over all of them', () => {
    const combined = combineSlices([
      slice(1000, { requests: 100, latencyMs: 4, cpuMs: 30, databaseCpuMs: 10 }),
      slice(500, { requests: 100, latencyMs: 8, slowestMs: 50, cpuMs: 50, databaseCpuMs: 30 }),
    ]);
    expect(combined.requests).toBe(200);
    expect(combined.seconds).toBeCloseTo(0.3);
    expect(combined.rps).toBeCloseTo(666.67, 1);
    expect(combined.statuses).toEqual({ '200': 200 });
    expect(combined.p50).toBe(8);
    expect(combined.p99).toBe(50);
    expect(combined.cpuMsPerRequest).toBeCloseTo(0.4);
    expect(combined.databaseCpuMsPerRequest).toBeCloseTo(0.2);
    expect(combineSlices([slice(1000, { databaseCpuMs: null })]).databaseCpuMsPerRequest).toBeNull();
  });
});
