/** One slice of a case's requests, as the messaging group measures it (scripts/lib/bench-rounds.mjs). */
export interface BenchSlice {
  requests: number;
  concurrency: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  /** Every request's latency, ms, in ascending order (as the load loop answers them). */
  latencies: number[];
  /** CPU ms the answering process spent on the slice; null when unread. */
  cpuMs: number | null;
  /** CPU ms the database backends spent on it; null without a database process. */
  databaseCpuMs: number | null;
}
export const defaultBenchRounds: number;
export function benchRoundsFromEnv(value: string | undefined): number;
export function median(values: number[]): number;
export function combineSlices(slices: BenchSlice[]): {
  requests: number;
  concurrency: number;
  errors: number;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number | null;
  databaseCpuMsPerRequest: number | null;
};
export function ratiosToFloor(
  caseSlices: BenchSlice[],
  bareSlices: BenchSlice[],
): { rps: number; p99: number; rounds: number[] };
export function costRatio(dearerSlices: BenchSlice[], cheaperSlices: BenchSlice[]): number;
